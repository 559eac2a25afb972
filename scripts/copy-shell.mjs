// Puts the built app's shell and its server renderer beside the functions before a deploy: the
// page function fills the one and runs the other (functions/src/pages). Build the app first
// (`npm run build`: it builds both).
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const shell = join(ROOT, 'dist', 'app.html');
const renderer = join(ROOT, 'dist-server');
for (const path of [shell, join(renderer, 'entry-server.mjs')]) {
  if (!existsSync(path)) {
    console.error(`${path} is missing: run \`npm run build\` before deploying the functions.`);
    process.exit(1);
  }
}
mkdirSync(join(ROOT, 'functions', 'shell'), { recursive: true });
copyFileSync(shell, join(ROOT, 'functions', 'shell', 'index.html'));
rmSync(join(ROOT, 'functions', 'ssr'), { recursive: true, force: true });
cpSync(renderer, join(ROOT, 'functions', 'ssr'), { recursive: true });
console.log('functions/shell/index.html and functions/ssr/: the built shell and server renderer, for the page function');
