// Test helpers for the usage modules: a clean usage database, and a way to let IndexedDB work
// (real macrotasks) run while timers are fake.
import { clear, createStore } from 'idb-keyval';
import { vi } from 'vitest';

export async function clearUsageDatabase(): Promise<void> {
  await clear(createStore('forkful-usage', 'usage'));
}

const realTask = () => new Promise<void>((resolve) => (globalThis.setImmediate ? globalThis.setImmediate(resolve) : queueMicrotask(resolve)));

/** Advances fake time by `ms`, then lets storage and timers due now settle. */
export async function runFor(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 30; i++) {
    await realTask();
    await vi.advanceTimersByTimeAsync(0);
  }
}

/** Fresh copies of the usage modules, as a reload or another tab would have them. */
export async function loadUsage() {
  vi.resetModules();
  const [record, sender, sharing, store] = await Promise.all([import('./record'), import('./sender'), import('./sharing'), import('./store')]);
  return { ...record, ...sender, ...sharing, ...store };
}
