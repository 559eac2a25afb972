// Puts the built app's shell beside the functions before a deploy: the page renderer fills it in
// (functions/src/pages/shell.ts). Build the app first (`npm run build`).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const from = join(ROOT, 'dist', 'app.html');
if (!existsSync(from)) {
  console.error(`${from} is missing: run \`npm run build\` before deploying the functions.`);
  process.exit(1);
}
mkdirSync(join(ROOT, 'functions', 'shell'), { recursive: true });
copyFileSync(from, join(ROOT, 'functions', 'shell', 'index.html'));
console.log('functions/shell/index.html: the built shell, for the page renderer');
