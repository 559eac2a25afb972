// What every part of `npm run bench` shares: the clean-up stack, a compressing static server
// (like Firebase Hosting: gzip, immutable hashed assets, SPA fallback), browser profiles.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './emulators.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const log = (...a) => console.log('[bench]', ...a);

// Everything a run starts registers its stop here; they run in reverse, even on failure.
const cleanups = [];
export const onCleanup = (fn) => cleanups.push(fn);
export async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error('[bench] cleanup:', e.message));
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

/**
 * Serves a built app the way Hosting would: files as they are, unknown paths get the shell (app.html),
 * text gzipped, hashed assets cached for a year, the shell and service worker revalidated.
 */
export async function serveStatic(dir, { port = 0, spa = true } = {}) {
  const gzipped = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = join(dir, normalize(path));
    const isFile = file.startsWith(dir) && existsSync(file) && !statSync(file).isDirectory();
    if (!isFile) {
      if (!spa) return res.writeHead(404).end('not found');
      file = join(dir, 'app.html');
    }
    const type = MIME[extname(file)] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body = readFileSync(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 6 }));
      body = gzipped.get(file);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // The wanted port can be taken (ports above 32768 are also handed out to outgoing
  // connections): any free port serves the bench as well.
  const listen = (p) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => (server.off('error', reject), resolve()));
    });
  await listen(port).catch((error) => {
    if (error.code !== 'EADDRINUSE' || port === 0) throw error;
    log(`port ${port} is taken: serving the app on a free port instead`);
    return listen(0);
  });
  onCleanup(() => new Promise((r) => server.close(r)));
  return `http://127.0.0.1:${server.address().port}`;
}

export function spawnGroup(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
  let exited = false;
  child.on('exit', () => (exited = true));
  onCleanup(async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    for (let i = 0; i < 50 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
  });
  return child;
}

/** A fresh on-disk profile (fresh IndexedDB on a real disk, as on a phone), deleted on close. */
export async function openProfile(chromium, { args = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'forkful-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: [...CHROME_ARGS, ...args],
    headless: true,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await context.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanup(close);
  return { context, close };
}

const seenErrors = new Set();
export function reportPageErrors(page) {
  const show = (text) => !seenErrors.has(text) && seenErrors.add(text) && console.log('  [page]', text.split('\n')[0].slice(0, 240));
  page.on('pageerror', (e) => show(e.message));
  page.on('console', (m) => m.type() === 'error' && show(m.text()));
}
