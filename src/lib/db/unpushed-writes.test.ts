import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { hasUnpushed, markUnpushed, settleFrom, settleUnpushed } from './unpushed-writes';

describe('unpushed writes', () => {
  it('settles a write once the server holds that version or a newer one', () => {
    markUnpushed('c_1', 'a', 10);
    markUnpushed('c_1', 'a', 5); // never moves back
    settleUnpushed('c_1', 'a', 9);
    expect(hasUnpushed('c_1')).toBe(true);
    settleUnpushed('c_1', 'a', 10);
    expect(hasUnpushed('c_1')).toBe(false);
  });

  it('tracks each collection apart, and survives a reload (localStorage)', () => {
    markUnpushed('c_1', 'a', 1);
    expect(hasUnpushed('c_2')).toBe(false);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('forkful:unpushed:'))).toEqual(['forkful:unpushed:c_1']);
  });

  it('settles from a replication stream', () => {
    const sent$ = new Subject<{ id?: unknown; v: number }>();
    const sub = settleFrom('c_1', sent$, (d) => d.v);
    markUnpushed('c_1', 'a', 2);
    sent$.next({ id: 'a', v: 1 });
    expect(hasUnpushed('c_1')).toBe(true);
    sent$.next({ id: 'a', v: 2 });
    expect(hasUnpushed('c_1')).toBe(false);
    sub.unsubscribe();
  });

  it('reads a damaged record as empty', () => {
    localStorage.setItem('forkful:unpushed:c_1', '{not json');
    expect(hasUnpushed('c_1')).toBe(false);
  });
});
