// A slow last mile in front of the fault proxy: Chromium talks to this forward proxy, which
// relays every request to the fault proxy and hands the answers of chosen ports back at a set
// number of bytes per second. What it still holds of an answer is dropped the moment the fault
// proxy cuts that port, as a link that goes down loses what was in flight. (Chromium's own
// throttling cannot stand in: it reads the socket at full speed and only paces the page, so a
// cut after the bytes arrived would drop nothing.)
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FaultProxy } from './fault-proxy';

export interface SlowLink {
  readonly port: number;
  /** Bytes of answers handed back so far on a slowed port. */
  delivered(port: number): number;
  close(): Promise<void>;
}

export async function startSlowLink(fault: FaultProxy, opts: { ports: number[]; bytesPerSecond: number }): Promise<SlowLink> {
  const sockets = new Set<net.Socket>();
  const delivered = new Map<number, number>();
  const server = http.createServer((req, res) => {
    const port = Number(new URL(req.url ?? '').port || 80);
    const upstream = http.request({ host: '127.0.0.1', port: fault.port, method: req.method, path: req.url, headers: req.headers, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!opts.ports.includes(port)) {
        answer.pipe(res);
        answer.on('error', () => req.socket.destroy());
        return;
      }
      const held: Buffer[] = [];
      let ended = false;
      answer.on('data', (chunk: Buffer) => held.push(chunk));
      answer.on('end', () => (ended = true));
      answer.on('error', () => req.socket.destroy());
      const slice = Math.max(1, Math.round(opts.bytesPerSecond / 10));
      const tick = setInterval(() => {
        if (fault.isCut(port)) {
          clearInterval(tick);
          req.socket.destroy();
          return;
        }
        let budget = slice;
        while (budget > 0 && held.length) {
          const chunk = held[0];
          const part = chunk.subarray(0, budget);
          res.write(part);
          delivered.set(port, (delivered.get(port) ?? 0) + part.length);
          budget -= part.length;
          if (part.length === chunk.length) held.shift();
          else held[0] = chunk.subarray(part.length);
        }
        if (ended && !held.length) {
          clearInterval(tick);
          res.end();
        }
      }, 100);
      req.socket.once('close', () => clearInterval(tick));
    });
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  // Tunnels (none in this plain-HTTP stack, but Chromium may ask): passed to the fault proxy as they are.
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const upstream = net.connect(fault.port, '127.0.0.1', () => {
      upstream.write(`CONNECT ${req.url} HTTP/1.1\r\nHost: ${req.url}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  server.on('clientError', (_e, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    delivered: (port) => delivered.get(port) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
