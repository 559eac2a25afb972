import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clear, createStore } from 'idb-keyval';
import { flushOutbox, onOutboxChange, outboxItems, putInOutbox, registerOutboxSender, type SendResult } from './outbox';

const item = (id: string, kind = 'note') => ({ id, kind, payload: { text: id }, createdAt: Date.now() });
const answers: Record<string, SendResult | Error> = {};
const sent: string[] = [];

beforeEach(async () => {
  await clear(createStore('forkful-outbox', 'items'));
  sent.length = 0;
  for (const key of Object.keys(answers)) delete answers[key];
  registerOutboxSender('note', async (i) => {
    sent.push(i.id);
    const answer = answers[i.id] ?? 'sent';
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

describe('the outbox', () => {
  it('sends what it keeps, and forgets only what went or can never go', async () => {
    answers.b = 'later';
    answers.c = 'rejected';
    answers.d = new Error('network down');
    for (const id of ['a', 'b', 'c', 'd']) await putInOutbox(item(id));
    await flushOutbox();
    await flushOutbox();
    expect(new Set(sent)).toEqual(new Set(['a', 'b', 'c', 'd']));
    expect((await outboxItems()).map((i) => i.id).sort()).toEqual(['b', 'd']);
  });

  it('offline it keeps everything and tries nothing; a kind nobody sends waits', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await putInOutbox(item('x'));
    await putInOutbox(item('y', 'unknown-kind'));
    await flushOutbox();
    expect(sent).toEqual([]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await flushOutbox();
    expect(sent).toEqual(['x']);
    expect((await outboxItems()).map((i) => i.id)).toEqual(['y']);
  });

  it('tells listeners when an item arrives or leaves', async () => {
    const listener = vi.fn();
    const stop = onOutboxChange(listener);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await putInOutbox(item('z'));
    expect(listener).toHaveBeenCalledTimes(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await flushOutbox();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
