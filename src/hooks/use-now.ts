// The current time for labels that follow the clock (scaffold contract): one shared timer for
// every subscriber, ticking on each minute boundary.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const startedAt = Date.now();

/** Epoch ms, updated at the start of every minute while anything on screen uses it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => startedAt);
}
