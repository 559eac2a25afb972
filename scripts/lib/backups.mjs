// Where backups go and what a restorable one looks like (scripts/backup.mjs writes them,
// `npm run restore` = scripts/start.mjs --restore reads them).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './emulators.mjs';

/** The Emulator Suite writes this file last: without it the folder is no (complete) export. */
export const EXPORT_METADATA = 'firebase-export-metadata.json';

/** `backups/2026-11-25T19-14-05Z`: sortable, and valid as a folder name everywhere. */
export function defaultBackupDir(now = new Date()) {
  return join(
    ROOT,
    'backups',
    now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-'),
  );
}

/** The absolute folder after `--restore`, or undefined; exits, saying why, when it is no export. */
export function restoreDir(argv) {
  const at = argv.indexOf('--restore');
  if (at === -1) return undefined;
  const given = argv[at + 1];
  const dir = given && resolve(given);
  if (!dir || !existsSync(join(dir, EXPORT_METADATA))) {
    console.error(
      `[forkful] ${given ? `${given} is not an emulator export (no ${EXPORT_METADATA} in it)` : 'which backup? npm run restore -- <dir>'}. ` +
        'Backups are made with npm run backup while the stack runs; they land in backups/.',
    );
    process.exit(1);
  }
  return dir;
}
