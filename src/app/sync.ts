// Entry of the sync chunk (loaded by src/app/background.ts after the first paint); the pieces
// live in src/app/sync/.
export { startSync } from './sync/start';
