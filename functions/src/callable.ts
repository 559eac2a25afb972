// Every callable function is made here, so all share one set of options (App Check) and one
// check of the request's data before any handler reads it.
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { plainData } from './admin/input.js';

/**
 * App Check is enforced when ENFORCE_APP_CHECK is `true` in the functions' environment
 * (functions/.env.<project-id>, docs/deploy.md): off by default and in the emulator, which the
 * app reaches without an App Check token until App Check is set up for the project.
 */
export const appCheckEnforced = (env: NodeJS.ProcessEnv = process.env) => env.ENFORCE_APP_CHECK?.trim().toLowerCase() === 'true';

/** The options every callable has; a function adds its own (`secrets`) but cannot override these. */
export const CALLABLE_OPTIONS: CallableOptions = { enforceAppCheck: appCheckEnforced() };

export function callable<Res>(handler: (request: CallableRequest<unknown>) => Promise<Res>, options: CallableOptions = {}) {
  return onCall<unknown, Promise<Res>>({ ...options, ...CALLABLE_OPTIONS }, async (request) => {
    plainData(request.data);
    return handler(request);
  });
}
