// The per-device switch "Share anonymous usage counts with listing owners" (on by default),
// kept in localStorage so it is readable synchronously and follows other tabs' changes.
import { useSyncExternalStore } from 'react';

const KEY = 'forkful:usage-sharing';
const OFF = 'off';

type Listener = (on: boolean) => void;
const listeners = new Set<Listener>();
let watching = false;

export function isUsageSharingOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== OFF;
  } catch {
    return true; // storage blocked: the default stands
  }
}

function notify() {
  const on = isUsageSharingOn();
  listeners.forEach((l) => l(on));
}

/** Turns counting on or off on this device; off also discards what was not sent yet. */
export function setUsageSharing(on: boolean): void {
  try {
    if (on) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, OFF);
  } catch {
    /* private mode: the switch lasts as long as this page */
  }
  notify();
}

/** Calls `listener` when the switch changes, in this tab or another one. */
export function subscribeUsageSharing(listener: Listener): () => void {
  if (!watching && typeof window !== 'undefined') {
    watching = true;
    window.addEventListener('storage', (e) => {
      if (e.key === KEY || e.key === null) notify();
    });
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const subscribe = (onChange: () => void) => subscribeUsageSharing(onChange);

export function useUsageSharing(): [on: boolean, set: (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, isUsageSharingOn, () => true), setUsageSharing];
}
