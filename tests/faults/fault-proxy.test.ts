// The fault proxy itself: traffic passes, a cut drops open and new connections to that port
// only, a restore lets them through again. Every other fault case relies on this.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startForwardProxy, startTcpProxy, type FaultProxy } from './support/fault-proxy';

let target: http.Server;
let targetPort: number;

beforeAll(async () => {
  target = http.createServer((req, res) => {
    // /slow answers after 2 s, so a cut lands while it is open.
    if (req.url === '/slow') setTimeout(() => res.end('late'), 2000);
    else res.end('ok');
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', () => r()));
  targetPort = (target.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => target.close(() => r())));

/** GET through a forward proxy (absolute URI) or straight to a relay's port. */
function get(proxy: FaultProxy, path: string, forward: boolean): Promise<string> {
  const options = forward
    ? { host: '127.0.0.1', port: proxy.port, path: `http://127.0.0.1:${targetPort}${path}`, agent: false }
    : { host: '127.0.0.1', port: proxy.port, path, agent: false };
  return new Promise((resolve, reject) => {
    http.get(options, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve(body));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe.each([
  ['forward proxy', true, startForwardProxy],
  ['TCP relay', false, () => startTcpProxy(targetPort)],
] as const)('%s', (_name, forward, start) => {
  let proxy: FaultProxy;
  beforeAll(async () => {
    proxy = await start();
  });
  afterAll(() => proxy.close());

  it('passes traffic, drops an open request and refuses new ones while cut, then passes again', async () => {
    expect(await get(proxy, '/', forward)).toBe('ok');
    const open = get(proxy, '/slow', forward);
    await new Promise((r) => setTimeout(r, 300));
    proxy.cut(targetPort);
    await expect(open).rejects.toThrow();
    await expect(get(proxy, '/', forward)).rejects.toThrow();
    expect(proxy.dropped.get(targetPort)).toBeGreaterThanOrEqual(2);
    proxy.restore(targetPort);
    expect(await get(proxy, '/', forward)).toBe('ok');
  });

  it('cutting another port leaves this one alone; flap alternates and stop() restores', async () => {
    proxy.cut(targetPort + 1);
    expect(await get(proxy, '/', forward)).toBe('ok');
    proxy.restore();
    const stop = proxy.flap({ ports: [targetPort], downMs: 400, upMs: 200 });
    await new Promise((r) => setTimeout(r, 300));
    expect(proxy.isCut(targetPort)).toBe(true);
    stop();
    expect(proxy.isCut(targetPort)).toBe(false);
    expect(await get(proxy, '/', forward)).toBe('ok');
  });
});
