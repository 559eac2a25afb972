// The running stack as the fault suite sees it: the emulators' ports (scripts/test.mjs sets their
// hosts), and a Chromium whose traffic goes through a fault proxy.
import type { Browser } from 'playwright-core';
import { launch } from '../../e2e/support/browser';
import { proxyArgs } from './fault-proxy';

const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);

/** The emulators' ports, as scripts/lib/emulators.mjs shifts them. */
export const STACK_PORTS = {
  firestore: 8080 + OFFSET,
  auth: 9099 + OFFSET,
  functions: 5001 + OFFSET,
  hub: 4400 + OFFSET,
  hosting: 4173 + OFFSET,
};

/** Debian Chromium with every request (loopback included) sent through the proxy on `proxyPort`. */
export function launchThroughProxy(proxyPort: number): Promise<Browser> {
  return launch(proxyArgs(proxyPort));
}
