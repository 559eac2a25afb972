// The built app as Hosting's CDN serves it, for Lighthouse in `npm run bench`: every text file
// compressed once ahead of time (Brotli, else gzip) and kept in memory, with the headers and
// rewrites of the Hosting config the emulator runs (firebase.offset-*.json), and the function
// rewrites proxied to the functions emulator. The Hosting emulator instead compresses each
// response on the fly on the same two cores as the browser; this measures the app without that.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FUNCTIONS_BASE, ROOT } from './emulators.mjs';
import { onCleanup } from './bench-runtime.mjs';

// Superstatic's own matcher and types (the Hosting emulator's), so a glob means here what it
// means there and a file goes out with the same Content-Type. Loaded on first use: the bench
// imports this module before it installs what a fresh clone is missing.
const superstatic = (name) => createRequire(join(ROOT, 'node_modules', 'superstatic', 'package.json'))(name);
const minimatch = (path, glob) => superstatic('minimatch')(path, glob);
const mime = { contentType: (ext) => superstatic('mime-types').contentType(ext) };
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;
// As the emulator's compression middleware: smaller answers go as they are.
const MIN_COMPRESSED = 1024;
const compressible = (type, body) => COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESSED;

/** Every file under `dir` by URL path, with its type and its compressed forms where it pays. */
function precompress(dir) {
  const files = new Map();
  for (const rel of readdirSync(dir, { recursive: true }).map(String)) {
    const file = join(dir, rel);
    // Hosting's `ignore` of this project: dotfiles are never served.
    if (statSync(file).isDirectory() || rel.split(/[\\/]/).some((part) => part.startsWith('.'))) continue;
    const type = mime.contentType(extname(file)) || 'application/octet-stream';
    const body = readFileSync(file);
    const entry = { type, body };
    if (compressible(type, body)) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
      entry.gzip = gzipSync(body, { level: 9 });
    }
    files.set(`/${rel.split('\\').join('/')}`, entry);
  }
  return files;
}

/** The headers Hosting adds for `path`: every matching rule in order, a later value replacing an earlier one. */
function headersFor(rules, path) {
  const out = {};
  for (const rule of rules) if (minimatch(path, rule.source)) for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
  return out;
}

/** A function rewrite: the function's answer, with the config's headers over its own, compressed at the edge. */
async function proxy(req, res, functionId, configHeaders) {
  const url = new URL(req.url, 'http://x');
  const body = ['GET', 'HEAD'].includes(req.method) ? undefined : Buffer.from(await new Response(req).arrayBuffer());
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length', 'accept-encoding'].includes(k)));
  // Hosting passes the whole path on (the page function answers by it).
  const answer = await fetch(`${FUNCTIONS_BASE}/${functionId}${url.pathname}${url.search}`, { method: req.method, headers, body });
  const out = Object.fromEntries([...answer.headers].filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive'].includes(k)));
  let data = Buffer.from(await answer.arrayBuffer());
  // Hosting keys a function's cached answer on these too.
  Object.assign(out, configHeaders, { vary: 'Accept-Encoding, Authorization, Cookie' });
  if (compressible(out['content-type'] ?? '', data) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    data = gzipSync(data);
    out['content-encoding'] = 'gzip';
  }
  res.writeHead(answer.status, { ...out, 'content-length': data.length });
  res.end(req.method === 'HEAD' ? undefined : data);
}

/**
 * Serves `dir` at a free port on 127.0.0.1 with `config` (a Hosting config: headers, rewrites);
 * returns its base URL. Stopped with the bench's cleanup.
 */
export async function serveLikeCdn(dir, config) {
  const files = precompress(dir);
  const rules = config.headers ?? [];
  const rewrites = config.rewrites ?? [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let entry = files.get(path) ?? (path.endsWith('/') ? files.get(`${path}index.html`) : undefined);
    if (!entry) {
      const rewrite = rewrites.find((r) => minimatch(path, r.source));
      if (rewrite?.function) {
        proxy(req, res, rewrite.function.functionId ?? rewrite.function, headersFor(rules, path)).catch((error) => res.writeHead(502).end(String(error.message)));
        return;
      }
      entry = rewrite?.destination ? files.get(rewrite.destination) : undefined;
      if (!entry) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
    const accepts = req.headers['accept-encoding'] ?? '';
    const encoding = entry.br && /\bbr\b/.test(accepts) ? 'br' : entry.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    const body = encoding ? entry[encoding] : entry.body;
    const headers = { 'content-type': entry.type, ...headersFor(rules, path), 'content-length': body.length };
    if (COMPRESSIBLE.test(entry.type)) headers.vary = 'Accept-Encoding';
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  onCleanup(() => new Promise((r) => server.close(r)));
  return `http://127.0.0.1:${server.address().port}`;
}

/** The Hosting config the emulator of this stack runs (written by startEmulators). */
export function stackHostingConfig(offset) {
  const file = join(ROOT, `firebase.offset-${offset}.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: start the emulators with hosting first`);
  return JSON.parse(readFileSync(file, 'utf8')).hosting;
}
