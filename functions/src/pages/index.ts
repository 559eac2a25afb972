// The public pages Hosting sends to a function: /, /listings and /listing/{id} with their own
// head (render-page.ts), any path the app has no page for (404), and /sitemap.xml.
import { onRequest } from 'firebase-functions/v2/https';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { db } from '../shared.js';
import { publicUrl } from '../mail/config.js';
import { answerPage } from './render-page.js';
import { answerSitemap } from './sitemap.js';

/** The body as the client accepts it (Hosting passes a function's bytes on as they are). */
function encode(req: Request, body: string): { encoding?: string; bytes: Buffer } {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return { encoding: 'br', bytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accepts)) return { encoding: 'gzip', bytes: gzipSync(body) };
  return { bytes: Buffer.from(body) };
}

function send(req: Request, res: Response, answer: { status: number; headers: Record<string, string>; body?: string }, startedAt: number) {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  const out = answer.body === undefined ? undefined : encode(req, answer.body);
  if (out) res.setHeader('Vary', 'Accept-Encoding');
  if (out?.encoding) res.setHeader('Content-Encoding', out.encoding);
  // The function's own time, compression included (the bench reads it; Hosting passes it on).
  res.setHeader('Server-Timing', `render;dur=${(performance.now() - startedAt).toFixed(1)}`);
  res.end(out?.bytes);
}

// One vCPU: Cloud Run serves concurrent requests from one instance only with a whole CPU.
export const renderPage = onRequest({ memory: '512MiB', cpu: 1, concurrency: 80, invoker: 'public' }, async (req, res) => {
  const startedAt = performance.now();
  // The bench's client-rendered variant: honoured by the emulator only, never by a deployed site.
  const clientOnly = process.env.FUNCTIONS_EMULATOR === 'true' && req.get('x-forkful-render') === 'client';
  send(req, res, await answerPage(db, { method: req.method, url: req.originalUrl || req.url, origin: publicUrl(), clientOnly }), startedAt);
});

export const sitemap = onRequest({ memory: '256MiB', invoker: 'public' }, async (req, res) => {
  const startedAt = performance.now();
  const page = typeof req.query.page === 'string' ? Number(req.query.page) : undefined;
  send(req, res, await answerSitemap(db, publicUrl(), page), startedAt);
});
