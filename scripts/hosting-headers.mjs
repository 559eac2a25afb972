// firebase.json's `hosting.headers`, made by scripts/lib/hosting-headers.mjs from a build's
// index.html (its inline scripts' hashes):
//   node scripts/hosting-headers.mjs --check [--dir dist]   exit 1 when firebase.json is stale
//   node scripts/hosting-headers.mjs --write                 build (into .cache) and rewrite it
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { hostingHeaders, inlineScriptHashes, staleHeaders } from './lib/hosting-headers.mjs';

const ROOT = resolve(import.meta.dirname, '..');
// The production build's env (.env, .env.local, the shell) says whether App Check is on.
const appCheck = Boolean(loadEnv('production', ROOT, 'VITE_').VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY);
const { values } = parseArgs({ options: { check: { type: 'boolean' }, write: { type: 'boolean' }, dir: { type: 'string' } } });

if (values.write) {
  const dir = join(ROOT, '.cache', 'headers-build');
  // The build's own check would refuse the very build this command is for.
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, FORKFUL_HEADERS_CHECK: 'off' },
  });
  if (built.status !== 0) process.exit(1);
  const file = join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.hosting.headers = hostingHeaders({ hashes: inlineScriptHashes(readFileSync(join(dir, 'app.html'), 'utf8')), appCheck });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  console.log('firebase.json: hosting.headers written');
} else {
  const stale = staleHeaders(ROOT, resolve(ROOT, values.dir ?? 'dist'), { appCheck });
  if (stale) {
    console.error(stale);
    process.exit(1);
  }
  console.log('firebase.json: hosting.headers match the build');
}
