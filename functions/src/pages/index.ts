// The public pages Hosting sends to a function: /, /listings and /listing/{id} with their own
// head (render-page.ts), any path the app has no page for (404), and /sitemap.xml.
import { onRequest } from 'firebase-functions/v2/https';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { db } from '../shared.js';
import { publicUrl } from '../mail/config.js';
import { answerPage } from './render-page.js';
import { answerSitemap } from './sitemap.js';

/** Sends the answer compressed as the client accepts (Hosting passes a function's bytes on as they are). */
function send(req: Request, res: Response, answer: { status: number; headers: Record<string, string>; body?: string }) {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.body === undefined) return void res.end();
  res.setHeader('Vary', 'Accept-Encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    res.setHeader('Content-Encoding', 'br');
    return void res.end(brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) {
    res.setHeader('Content-Encoding', 'gzip');
    return void res.end(gzipSync(answer.body));
  }
  res.end(answer.body);
}

export const renderPage = onRequest({ memory: '256MiB', invoker: 'public', concurrency: 80 }, async (req, res) => {
  send(req, res, await answerPage(db, { method: req.method, url: req.originalUrl || req.url, origin: publicUrl() }));
});

export const sitemap = onRequest({ memory: '256MiB', invoker: 'public' }, async (req, res) => {
  const page = typeof req.query.page === 'string' ? Number(req.query.page) : undefined;
  send(req, res, await answerSitemap(db, publicUrl(), page));
});
