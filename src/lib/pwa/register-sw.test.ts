import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSW } from './register-sw';

/** A stand-in for the browser's service worker container: jsdom has none. */
function fakeContainer({ controller = {}, waiting = null as null | { postMessage: (m: unknown) => void } } = {}) {
  const reg = new EventTarget() as EventTarget & { waiting: typeof waiting; installing: (EventTarget & { state: string }) | null };
  reg.waiting = waiting;
  reg.installing = null;
  const container = Object.assign(new EventTarget(), { controller, register: vi.fn(async () => reg) });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { reg, container };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('registerSW', () => {
  afterEach(() => vi.restoreAllMocks());

  it('registers the worker at the root scope', async () => {
    const { container } = fakeContainer();
    registerSW({ onNeedRefresh: vi.fn(), onRegisterError: vi.fn() });
    await flush();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers an update that is already waiting, and activates it on demand', async () => {
    const waiting = { postMessage: vi.fn() };
    fakeContainer({ waiting });
    const onNeedRefresh = vi.fn();
    const updateSW = registerSW({ onNeedRefresh, onRegisterError: vi.fn() });
    await flush();
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    updateSW(false);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers an update found later once it has installed, not while installing', async () => {
    const { reg } = fakeContainer();
    const onNeedRefresh = vi.fn();
    registerSW({ onNeedRefresh, onRegisterError: vi.fn() });
    await flush();
    const installing = Object.assign(new EventTarget(), { state: 'installing' });
    reg.installing = installing;
    reg.dispatchEvent(new Event('updatefound'));
    installing.dispatchEvent(new Event('statechange'));
    expect(onNeedRefresh).not.toHaveBeenCalled();
    installing.state = 'installed';
    reg.waiting = { postMessage: vi.fn() };
    installing.dispatchEvent(new Event('statechange'));
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
  });

  it('does not offer the first install as an update (no controller yet)', async () => {
    fakeContainer({ controller: null as unknown as object, waiting: { postMessage: vi.fn() } });
    const onNeedRefresh = vi.fn();
    registerSW({ onNeedRefresh, onRegisterError: vi.fn() });
    await flush();
    expect(onNeedRefresh).not.toHaveBeenCalled();
  });

  it('reports a failed registration', async () => {
    const { container } = fakeContainer();
    const error = new Error('blocked');
    container.register.mockRejectedValueOnce(error);
    const onRegisterError = vi.fn();
    registerSW({ onNeedRefresh: vi.fn(), onRegisterError });
    await flush();
    expect(onRegisterError).toHaveBeenCalledWith(error);
  });
});
