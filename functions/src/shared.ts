// Admin SDK handles, created once per function instance.
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore, FieldValue } from 'firebase-admin/firestore';

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export { FieldValue };

/** Every write to a replicated collection must touch this field (DESIGN.md §4 item 1). */
export const SERVER_TS = 'serverTimestamp';
