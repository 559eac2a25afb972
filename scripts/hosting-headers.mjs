// firebase.json's `hosting.headers`, made by scripts/lib/hosting-headers.mjs from a build's
// index.html (its inline scripts' hashes):
//   node scripts/hosting-headers.mjs --check [--dir dist]   exit 1 when firebase.json is stale
//   node scripts/hosting-headers.mjs --write [--dir dist]   rewrite it (after `vite build`)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hostingHeaders, inlineScriptHashes, staleHeaders } from './lib/hosting-headers.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { check: { type: 'boolean' }, write: { type: 'boolean' }, dir: { type: 'string', default: 'dist' } } });
const dir = resolve(ROOT, values.dir);

if (values.write) {
  const file = join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.hosting.headers = hostingHeaders({ hashes: inlineScriptHashes(readFileSync(join(dir, 'index.html'), 'utf8')) });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  console.log('firebase.json: hosting.headers written');
} else {
  const stale = staleHeaders(ROOT, dir);
  if (stale) {
    console.error(stale);
    process.exit(1);
  }
  console.log('firebase.json: hosting.headers match the build');
}
