// The functions' own code for tests that check against it (a cache header, a rate key, a date
// rule). It is loaded from the functions' build (functions/lib, made before any suite runs):
// the sources are CommonJS TypeScript, whose exports an ES-module test (Playwright Test loads
// the browser suites so) cannot name. The types still come from the sources.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const load = <T>(path: string): T => require(`../../functions/lib/${path}.js`) as T;

export const { addDays } = load<typeof import('../../functions/src/common/booking-rules')>('common/booking-rules');
export const { listingMeta } = load<typeof import('../../functions/src/common/page-meta')>('common/page-meta');
export const { CACHE_CONTROL: SNAPSHOT_CACHE_CONTROL } = load<typeof import('../../functions/src/catalog-snapshot/serve')>('catalog-snapshot/serve');
export const { PAGE_CACHE } = load<typeof import('../../functions/src/pages/render-page')>('pages/render-page');
export const { expirePackagesAt } = load<typeof import('../../functions/src/plans/package-expiry')>('plans/package-expiry');
export const { hashed } = load<typeof import('../../functions/src/messages/rate')>('messages/rate');
export const { toCatalogEntry } = load<typeof import('../../functions/src/catalog/projection')>('catalog/projection');
export const { LOCAL_WEBHOOK_SECRET } = load<typeof import('../../functions/src/payments/config')>('payments/config');

/** The `stripe` package the functions use (signing events locally; nothing is sent to Stripe). */
export const Stripe = require('../../functions/node_modules/stripe') as typeof import('../../functions/node_modules/stripe');
