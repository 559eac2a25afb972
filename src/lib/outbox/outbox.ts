// Messages a person wrote (to us, or to an owner) wait here while the device is offline and go
// out once it is back: each under the id the device gave it, so the server stores it once even
// when two tabs or a retry send it again. Kept in IndexedDB, so a reload or a closed tab loses
// nothing. A kind's sender says whether an item went ('sent'), can never go ('rejected': it
// tells the person why), or should wait for the next chance ('later').
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

export interface OutboxItem<P = unknown> {
  id: string;
  kind: string;
  payload: P;
  createdAt: number;
}

export type SendResult = 'sent' | 'rejected' | 'later';
export type OutboxSender = (item: OutboxItem) => Promise<SendResult>;

const LOCK = 'forkful-outbox';
let store: UseStore | null = null;
const items = () => (store ??= createStore('forkful-outbox', 'items'));
const senders = new Map<string, OutboxSender>();
const listeners = new Set<() => void>();
let flushing: Promise<void> | null = null;
let again = false;

const changed = () => listeners.forEach((listener) => listener());

export function registerOutboxSender(kind: string, sender: OutboxSender) {
  senders.set(kind, sender);
}

/** Calls `listener` whenever an item is added or leaves; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function outboxItems(kind?: string): Promise<OutboxItem[]> {
  const all = (await entries<string, OutboxItem>(items())).map(([, item]) => item);
  return all.filter((item) => !kind || item.kind === kind).sort((a, b) => a.createdAt - b.createdAt);
}

/** Keeps the item until its sender has sent it; tries at once when online. */
export async function putInOutbox(item: OutboxItem): Promise<void> {
  await set(item.id, item, items());
  changed();
  void flushOutbox();
}

async function sendAll() {
  for (const item of await outboxItems()) {
    const sender = senders.get(item.kind);
    if (!sender) continue;
    let result: SendResult;
    try {
      result = await sender(item);
    } catch (error) {
      console.warn('An outbox item will be sent later', error);
      result = 'later';
    }
    if (result === 'later') continue;
    await del(item.id, items());
    changed();
  }
}

/** Sends what waits, one tab at a time (a Web Lock where the browser has them). */
export function flushOutbox(): Promise<void> {
  if (navigator.onLine === false) return Promise.resolve();
  // An item added while a round runs may have missed it: run once more after.
  if (flushing) {
    again = true;
    return flushing;
  }
  const round: Promise<void> = (navigator.locks ? navigator.locks.request(LOCK, () => sendAll()) : sendAll())
    .then(() => undefined)
    .catch((error: unknown) => console.error('The outbox could not be sent', error))
    .finally(() => {
      flushing = null;
      if (again) {
        again = false;
        void flushOutbox();
      }
    });
  flushing = round;
  return round;
}

let started = false;
/** Sends what an earlier visit left, and again whenever the connection comes back. */
export function startOutbox() {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  void flushOutbox();
}
