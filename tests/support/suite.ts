// The browser suites' test API (describe, it, beforeAll, expect…) on Playwright Test, in the
// shape the rest of the repository's tests use: `it(name, fn, timeoutMs)`, `it.each`, hooks
// with their own timeouts. Playwright Test keeps a trace and screenshots of a failed test
// (playwright.config.ts).
import { expect, test } from '@playwright/test';

type Body = () => unknown;
/** A case's values as a test's arguments: a tuple spreads, anything else is one argument. */
type Args<T> = T extends readonly unknown[] ? [...T] : [T];
const argsOf = <T>(c: T) => (Array.isArray(c) ? [...c] : [c]) as Args<T>;
/** A case's name as vitest writes it: each `%s`, `%d`, `%i`, `%j` or `%o` takes the next value. */
const format = (name: string, ...args: unknown[]) => {
  let next = 0;
  return name.replaceAll(/%[sdijo%]/g, (m) => (m === '%%' ? '%' : m === '%j' || m === '%o' ? JSON.stringify(args[next++]) : String(args[next++])));
};
type Options = { concurrent?: boolean; timeout?: number };

export { expect };

/** A group of tests; `{ concurrent }` is accepted and ignored (one worker runs a file in order). */
function describe(name: string, optionsOrBody: Options | Body, body?: Body) {
  const run = typeof optionsOrBody === 'function' ? optionsOrBody : body;
  if (!run) throw new Error(`describe('${name}') has no body`);
  test.describe(name, () => {
    void run();
  });
}

/** `describe.each(cases)('name with %s', (a, b) => …)`: one group per case. */
describe.each =
  <const T>(cases: readonly T[]) =>
  (name: string, fn: (...args: Args<T>) => unknown) => {
    for (const c of cases) {
      const args = argsOf(c);
      describe(format(name, ...args), () => fn(...args));
    }
  };

export { describe };

const withTimeout = (fn: Body, timeoutMs?: number) => async () => {
  if (timeoutMs) test.setTimeout(timeoutMs);
  await fn();
};

function it(name: string, fn: Body, timeoutMs?: number) {
  test(name, withTimeout(fn, timeoutMs));
}

/** `it.each(cases)('name with %s', (a, b) => …)`: one test per case, named with util.format. */
it.each =
  <const T>(cases: readonly T[]) =>
  (name: string, fn: (...args: Args<T>) => unknown, timeoutMs?: number) => {
    for (const c of cases) {
      const args = argsOf(c);
      it(format(name, ...args), () => fn(...args), timeoutMs);
    }
  };

/** A test that does not run; its name says why (the reporter lists it as skipped). */
it.skip = (name: string, _fn?: Body) => test.skip(name, () => undefined);

export { it };

export const beforeAll = (fn: Body, timeoutMs?: number) => test.beforeAll(withTimeout(fn, timeoutMs));
export const afterAll = (fn: Body, timeoutMs?: number) => test.afterAll(withTimeout(fn, timeoutMs));
export const beforeEach = (fn: Body, timeoutMs?: number) => test.beforeEach(withTimeout(fn, timeoutMs));

/** What an afterEach hook learns of the test that ran. */
export interface Outcome {
  title: string;
  failed: boolean;
}

export const afterEach = (fn: (outcome: Outcome) => unknown, timeoutMs?: number) =>
  // eslint-disable-next-line no-empty-pattern -- Playwright passes the fixtures first
  test.afterEach(async ({}, info) => {
    if (timeoutMs) test.setTimeout(timeoutMs);
    await fn({ title: info.title, failed: info.status !== info.expectedStatus });
  });

/** Retries `fn` until it stops throwing (or the time is up, then throws its last error). */
export async function waitFor<T>(fn: () => T | Promise<T>, { timeout = 15_000, interval = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}
