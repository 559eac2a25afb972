// Calls one of the admin callable functions (docs/admin.md). Every admin change needs the
// server, so this says so at once when offline, and gives up with a clear message instead of
// hanging when the server does not answer.
export const OFFLINE_MESSAGE = 'You are offline. This action needs a connection; try again when you are back online.';
export const TIMEOUT_MESSAGE = 'The server did not answer. Check your connection and try again.';
const TIMEOUT_MS = 20_000;

/** The function's own sentence when it refused (validation, stale version); else a generic one. */
function toMessage(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded') return TIMEOUT_MESSAGE;
  // The SDK reports a request that never got an answer (no network) as a bare "internal".
  if (code === 'functions/internal' && (!navigator.onLine || (error as Error).message === 'internal')) return OFFLINE_MESSAGE;
  if (code === 'functions/internal') return 'Something went wrong on the server. Please try again.';
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

export async function callAdmin<Req, Res>(name: string, data: Req): Promise<Res> {
  if (!navigator.onLine) throw new Error(OFFLINE_MESSAGE);
  const { callFunction } = await import('@/lib/firebase/functions');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(TIMEOUT_MESSAGE)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([callFunction<Req, Res>(name, data), timeout]);
  } catch (error) {
    console.error(`${name} failed`, error);
    throw new Error(toMessage(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** A refusal because the listing changed since the admin looked at it: the card refreshes. */
export const isStale = (error: unknown) => ((error as Error).cause as { code?: unknown } | undefined)?.code === 'functions/failed-precondition';
