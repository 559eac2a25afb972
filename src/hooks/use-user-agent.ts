// The browser's user agent, or '' while hydrating a server-rendered page (the server's HTML was
// written for no device in particular); never changes afterwards.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useUserAgent(): string {
  return useSyncExternalStore(
    subscribe,
    () => navigator.userAgent,
    () => '',
  );
}
