// Keeps the tabs of this browser in step about the photo queue: only one tab uploads (Web
// Locks), the others learn of changes, progress and reachability from it.

export type QueueMessage =
  | { kind: 'changed'; uid: string }
  | { kind: 'progress'; id: string; fraction: number | null }
  | { kind: 'reachability'; unreachable: boolean };

const CHANNEL = 'forkful-photo-queue';
const listeners = new Set<(message: QueueMessage) => void>();
let channel: BroadcastChannel | null = null;

function available() {
  return typeof BroadcastChannel === 'function';
}

/** Sends to the other tabs (a tab never receives its own messages). */
export function postQueueMessage(message: QueueMessage): void {
  if (!available()) return;
  if (channel) return channel.postMessage(message);
  // Nobody listens in this tab: a short-lived channel, so no handle stays open.
  const once = new BroadcastChannel(CHANNEL);
  once.postMessage(message);
  once.close();
}

/** Listens to the other tabs; returns the unsubscribe. The channel closes with the last listener. */
export function onQueueMessage(listener: (message: QueueMessage) => void): () => void {
  listeners.add(listener);
  if (!channel && available()) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<QueueMessage>) => listeners.forEach((l) => l(event.data));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && channel) {
      channel.close();
      channel = null;
    }
  };
}
