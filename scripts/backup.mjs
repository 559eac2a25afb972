// `npm run backup [-- <dir>]`: exports the running emulators' data (Firestore, Auth, Storage)
// with `firebase emulators:export`, into backups/<timestamp> unless a folder is given.
// `npm run restore -- <dir>` starts a stack from it. Same FORKFUL_PORT_OFFSET as the stack.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PORTS, ROOT, STACK_ENV, firebaseArgs, quietConfig } from './lib/emulators.mjs';
import { answers } from './lib/watchdog.mjs';
import { EXPORT_METADATA, defaultBackupDir } from './lib/backups.mjs';

const given = process.argv[2];
const dir = given ? resolve(given) : defaultBackupDir();

if (!(await answers(PORTS.hub))) {
  console.error(
    `[backup] no emulators answer here: the Emulator Hub (127.0.0.1:${PORTS.hub}) is silent. ` +
      'Start the stack first (npm start), with the same FORKFUL_PORT_OFFSET.',
  );
  process.exit(1);
}
if (existsSync(dir) && readdirSync(dir).length) {
  console.error(`[backup] ${dir} is not empty: give a new or empty folder.`);
  process.exit(1);
}

const bin = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
// STACK_ENV points firebase at this stack's hub (its locator file), not another stack's.
quietConfig();
const res = spawnSync(process.execPath, [bin, 'emulators:export', dir, ...firebaseArgs(), '--non-interactive'], {
  cwd: ROOT,
  env: { ...process.env, ...STACK_ENV },
  stdio: 'inherit',
});
if (res.status !== 0 || !existsSync(join(dir, EXPORT_METADATA))) {
  console.error(`[backup] the export failed (exit ${res.status}); see above.`);
  process.exit(1);
}
const shown = relative(process.cwd(), dir) || dir;
console.log(`[backup] saved to ${shown}\n[backup] restore it with: npm run restore -- ${shown}`);
