// A fault-injecting proxy of ours, put in the network path between a client and an emulator:
// it passes traffic through until told to cut a port, then drops every open connection to that
// port and every new one, as a server that went away (or a network that dropped) would look.
//   - startForwardProxy(): an HTTP forward proxy for Chromium (launch it with proxyArgs(port)),
//     so the built app keeps talking to the emulators' usual ports and the proxy sits between.
//   - startTcpProxy(target): a plain TCP relay for Node clients (a webhook sender, the Admin SDK).
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FaultProxy {
  readonly port: number;
  /** Drops every open connection to these target ports (all, when none given) and refuses new ones. */
  cut(...ports: number[]): void;
  /** Lets traffic to these target ports (all, when none given) through again. */
  restore(...ports: number[]): void;
  isCut(port: number): boolean;
  /**
   * Cuts and restores the ports in turn (down for downMs, up for upMs) until the returned stop() is
   * called. `firstUpAt` (epoch ms): the ports are down already and come up first at that time.
   */
  flap(opts: { ports?: number[]; downMs: number; upMs: number; firstUpAt?: number }): () => void;
  /** Requests (forward proxy) or connections (TCP relay) seen per target port, refused ones included. */
  readonly seen: Map<number, number>;
  /** Requests or connections refused or dropped because their port was cut. */
  readonly dropped: Map<number, number>;
  close(): Promise<void>;
}

const ALL = -1;

/** What both kinds share: which ports are cut, and the sockets to drop when one is. */
function gate() {
  const cutPorts = new Set<number>();
  const open = new Map<number, Set<net.Socket>>();
  const seen = new Map<number, number>();
  const dropped = new Map<number, number>();
  const bump = (m: Map<number, number>, port: number) => m.set(port, (m.get(port) ?? 0) + 1);
  const isCut = (port: number) => cutPorts.has(ALL) || cutPorts.has(port);
  // A kept-alive browser socket carries many requests: listen for its close once, not per request.
  const watched = new WeakSet<net.Socket>();
  const track = (port: number, ...sockets: net.Socket[]) => {
    const set = open.get(port) ?? new Set<net.Socket>();
    open.set(port, set);
    for (const s of sockets) {
      set.add(s);
      if (watched.has(s)) continue;
      watched.add(s);
      s.once('close', () => {
        for (const tracked of open.values()) tracked.delete(s);
      });
    }
  };
  const cut = (...ports: number[]) => {
    const targets = ports.length ? ports : [ALL];
    for (const p of targets) cutPorts.add(p);
    for (const [port, sockets] of open) {
      if (!isCut(port)) continue;
      for (const s of sockets) {
        bump(dropped, port);
        s.destroy();
      }
      sockets.clear();
    }
  };
  const restore = (...ports: number[]) => {
    if (!ports.length) cutPorts.clear();
    for (const p of ports) cutPorts.delete(p);
  };
  const flap = ({ ports = [], downMs, upMs, firstUpAt }: { ports?: number[]; downMs: number; upMs: number; firstUpAt?: number }) => {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const down = () => {
      if (stopped) return;
      cut(...ports);
      timer = setTimeout(up, downMs);
    };
    const up = () => {
      restore(...ports);
      if (!stopped) timer = setTimeout(down, upMs);
    };
    timer = firstUpAt === undefined ? setTimeout(down, upMs) : setTimeout(up, Math.max(0, firstUpAt - Date.now()));
    return () => {
      stopped = true;
      clearTimeout(timer);
      restore(...ports);
    };
  };
  return { isCut, track, cut, restore, flap, seen, dropped, bump, open };
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function closer(server: net.Server, g: ReturnType<typeof gate>) {
  return () =>
    new Promise<void>((resolve) => {
      for (const sockets of g.open.values()) for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
}

/** An HTTP forward proxy (absolute-URI requests and CONNECT tunnels) that can cut target ports. */
export async function startForwardProxy(): Promise<FaultProxy> {
  const g = gate();
  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute URL expected');
      return;
    }
    const port = Number(target.port || 80);
    g.bump(g.seen, port);
    if (g.isCut(port)) {
      g.bump(g.dropped, port);
      req.socket.destroy();
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port, method: req.method, path: target.pathname + target.search, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('socket', (s) => g.track(port, s, req.socket));
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const [host, portText] = (req.url ?? '').split(':');
    const port = Number(portText);
    g.bump(g.seen, port);
    if (g.isCut(port)) {
      g.bump(g.dropped, port);
      client.destroy();
      return;
    }
    const upstream = net.connect(port, host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    g.track(port, upstream, client);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.on('clientError', (_e, socket) => socket.destroy());
  const port = await listen(server);
  return { port, cut: g.cut, restore: g.restore, isCut: g.isCut, flap: g.flap, seen: g.seen, dropped: g.dropped, close: closer(server, g) };
}

/** A TCP relay on a port of its own to `target` on 127.0.0.1; cut() drops and refuses its connections. */
export async function startTcpProxy(target: number): Promise<FaultProxy> {
  const g = gate();
  const server = net.createServer((client) => {
    g.bump(g.seen, target);
    if (g.isCut(target)) {
      g.bump(g.dropped, target);
      client.destroy();
      return;
    }
    const upstream = net.connect(target, '127.0.0.1');
    g.track(target, upstream, client);
    upstream.pipe(client);
    client.pipe(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const port = await listen(server);
  return { port, cut: g.cut, restore: g.restore, isCut: g.isCut, flap: g.flap, seen: g.seen, dropped: g.dropped, close: closer(server, g) };
}

/** Chromium flags that send all of a browser's HTTP traffic, loopback included, through the proxy. */
export function proxyArgs(proxyPort: number): string[] {
  return [`--proxy-server=http://127.0.0.1:${proxyPort}`, '--proxy-bypass-list=<-loopback>'];
}
