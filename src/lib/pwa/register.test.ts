import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncStore } from '@/stores/sync-store';
import { isEditing, registerServiceWorker, UPDATE_CHECK_MS, watchForUpdates } from './register';
import { flushTasks } from '@/testing/wait';

// workbox-window is replaced at the module boundary: jsdom has no service workers. The stand-in
// records how it was built and called and lets a test fire its lifecycle events.
const { FakeWorkbox } = vi.hoisted(() => {
  type Listener = (event: Record<string, unknown>) => void;
  class FakeWorkbox {
    static instances: FakeWorkbox[] = [];
    /** What register() fails with, if anything. */
    static registerError: unknown = null;
    readonly listeners = new Map<string, Set<Listener>>();
    readonly register = vi.fn(async (_options?: { immediate?: boolean }) => {
      if (FakeWorkbox.registerError) throw FakeWorkbox.registerError;
      return {} as ServiceWorkerRegistration;
    });
    readonly messageSkipWaiting = vi.fn();
    readonly update = vi.fn(async () => undefined);
    constructor(
      readonly scriptURL: string,
      readonly options: RegistrationOptions,
    ) {
      FakeWorkbox.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)!.add(listener);
    }
    removeEventListener(type: string, listener: Listener) {
      this.listeners.get(type)?.delete(listener);
    }
    emit(type: string, props: Record<string, unknown> = {}) {
      [...(this.listeners.get(type) ?? [])].forEach((listener) => listener({ type, ...props }));
    }
  }
  return { FakeWorkbox };
});
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

/** jsdom has no service worker container; `controller` is what the page starts with. */
function serviceWorkerContainer(controller: object | null) {
  const container = { controller };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

const lastWorkbox = () => FakeWorkbox.instances.at(-1)!;

describe('registerServiceWorker', () => {
  const reload = vi.fn();
  beforeEach(() => {
    FakeWorkbox.instances = [];
    FakeWorkbox.registerError = null;
    vi.stubEnv('DEV', false);
    vi.stubGlobal('location', { ...window.location, reload });
    useSyncStore.setState({ updateAvailable: false, applyUpdate: null });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reload.mockReset();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers /sw.js at the root scope at once', () => {
    serviceWorkerContainer({});
    registerServiceWorker();
    const wb = lastWorkbox();
    expect(wb.scriptURL).toBe('/sw.js');
    expect(wb.options).toEqual({ scope: '/' });
    expect(wb.register).toHaveBeenCalledWith({ immediate: true });
  });

  it('once registered, looks for a new version when the page is shown again', async () => {
    serviceWorkerContainer({});
    registerServiceWorker();
    const wb = lastWorkbox();
    document.dispatchEvent(new Event('visibilitychange'));
    // Not before the registration has settled: there is nothing to update yet.
    expect(wb.update).not.toHaveBeenCalled();
    await flushTasks();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wb.update).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service worker support or in the dev server', () => {
    registerServiceWorker();
    expect(FakeWorkbox.instances).toHaveLength(0);
    serviceWorkerContainer({});
    vi.stubEnv('DEV', true);
    registerServiceWorker();
    expect(FakeWorkbox.instances).toHaveLength(0);
  });

  it('a waiting new version makes the update prompt say an update is waiting', () => {
    serviceWorkerContainer({});
    registerServiceWorker();
    expect(useSyncStore.getState().updateAvailable).toBe(false);
    lastWorkbox().emit('waiting', { isUpdate: true });
    expect(useSyncStore.getState().updateAvailable).toBe(true);
    expect(useSyncStore.getState().applyUpdate).toBeTypeOf('function');
  });

  it('accepting tells the waiting worker to skip waiting and reloads once it controls the page', () => {
    serviceWorkerContainer({});
    registerServiceWorker();
    const wb = lastWorkbox();
    wb.emit('waiting', { wasWaitingBeforeRegister: true });
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    useSyncStore.getState().applyUpdate!();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    wb.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    // A second press while the worker activates sends nothing more and adds no second reload.
    useSyncStore.getState().applyUpdate!();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('"Later" leaves the waiting version alone: no message, no reload', () => {
    serviceWorkerContainer({});
    registerServiceWorker();
    const wb = lastWorkbox();
    wb.emit('waiting', { isUpdate: true });
    useSyncStore.getState().dismissUpdate();
    expect(useSyncStore.getState().updateAvailable).toBe(false);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('the new version taking control after another tab accepted it reloads this tab too, even after "Later"', () => {
    serviceWorkerContainer({});
    registerServiceWorker();
    const wb = lastWorkbox();
    wb.emit('waiting', { isUpdate: true, isExternal: true });
    useSyncStore.getState().dismissUpdate();
    // Another tab pressed Reload: the new worker claims this page as well.
    wb.emit('controlling', { isUpdate: true, isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('a tab where the user is typing is not reloaded under them: it asks, and Reload then reloads', () => {
    serviceWorkerContainer({});
    registerServiceWorker();
    const wb = lastWorkbox();
    wb.emit('waiting', { isUpdate: true, isExternal: true });
    useSyncStore.getState().dismissUpdate();
    const field = document.createElement('textarea');
    document.body.appendChild(field);
    field.focus();
    wb.emit('controlling', { isUpdate: true, isExternal: true });
    expect(reload).not.toHaveBeenCalled();
    expect(useSyncStore.getState().updateAvailable).toBe(true);
    useSyncStore.getState().applyUpdate!();
    expect(reload).toHaveBeenCalledTimes(1);
    // The waiting worker is already active: there is nothing to tell it.
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    field.remove();
  });

  it('does not offer an update to a page no worker controls', () => {
    serviceWorkerContainer(null);
    registerServiceWorker();
    lastWorkbox().emit('waiting', { wasWaitingBeforeRegister: true });
    expect(useSyncStore.getState().updateAvailable).toBe(false);
  });

  it('the first worker taking control re-fetches the photos and code loaded before it, once, without a reload', () => {
    const container = serviceWorkerContainer(null);
    const fetchMock = vi.fn(async () => new Response());
    vi.stubGlobal('fetch', fetchMock);
    const origin = window.location.origin;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${origin}/demo/restaurant-1.webp`, initiatorType: 'img' },
      { name: `${origin}/assets/owner-abc.js`, initiatorType: 'script' },
      { name: `${origin}/assets/page.css`, initiatorType: 'link' },
    ] as unknown as PerformanceEntryList);
    registerServiceWorker();
    expect(fetchMock).not.toHaveBeenCalled();
    container.controller = {};
    const wb = lastWorkbox();
    wb.emit('controlling', { isUpdate: false });
    expect(fetchMock).toHaveBeenCalledWith(`${origin}/demo/restaurant-1.webp`, { mode: 'no-cors' });
    expect(fetchMock).toHaveBeenCalledWith(new URL(`${origin}/assets/owner-abc.js`));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    wb.emit('controlling', { isUpdate: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a page already controlled re-fetches nothing', () => {
    serviceWorkerContainer({});
    const fetchMock = vi.fn(async () => new Response());
    vi.stubGlobal('fetch', fetchMock);
    registerServiceWorker();
    lastWorkbox().emit('controlling', { isUpdate: true, isExternal: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a failed registration', async () => {
    serviceWorkerContainer({});
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('blocked');
    FakeWorkbox.registerError = failure;
    registerServiceWorker();
    await flushTasks();
    expect(error).toHaveBeenCalledWith('Service worker registration failed', failure);
  });
});

describe('isEditing', () => {
  afterEach(() => document.body.replaceChildren());
  const focus = (el: HTMLElement) => {
    document.body.appendChild(el);
    el.focus();
  };

  it('is true with a text field, text area or select focused in a visible page', () => {
    for (const make of [() => document.createElement('input'), () => document.createElement('textarea'), () => document.createElement('select')]) {
      const el = make();
      focus(el);
      expect(isEditing()).toBe(true);
      el.remove();
    }
  });

  it('is false with a button or checkbox focused, nothing focused, or the page hidden', () => {
    expect(isEditing()).toBe(false);
    const button = document.createElement('button');
    focus(button);
    expect(isEditing()).toBe(false);
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    focus(box);
    expect(isEditing()).toBe(false);
    const text = document.createElement('input');
    focus(text);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(isEditing()).toBe(false);
    vi.restoreAllMocks();
  });
});

describe('watchForUpdates', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const show = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('checks every hour while the page is shown, and whenever it is shown again', async () => {
    const update = vi.fn(async () => undefined);
    const stop = watchForUpdates(update);
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(2);

    // A hidden page waits; being shown again checks at once.
    show('hidden');
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(2);
    show('visible');
    expect(update).toHaveBeenCalledTimes(3);

    stop();
    show('visible');
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(3);
  });

  it('runs one check at a time, none offline, and survives a failed one', async () => {
    let finish: () => void = () => undefined;
    const update = vi.fn(() => new Promise<void>((resolve, reject) => (finish = update.mock.calls.length === 1 ? () => reject(new Error('offline')) : resolve)));
    const stop = watchForUpdates(update);
    show('visible');
    show('visible');
    expect(update).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show('visible');
    expect(update).toHaveBeenCalledTimes(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    show('visible');
    expect(update).toHaveBeenCalledTimes(2);
    stop();
  });
});
