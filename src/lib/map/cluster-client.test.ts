import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClusterReply, ClusterRequest } from './cluster-protocol';

/** A stand-in for the browser's Worker (jsdom has none) that answers like cluster.worker.ts. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: ClusterRequest[] = [];
  onmessage: ((event: MessageEvent<ClusterReply>) => void) | null = null;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: ClusterRequest) {
    this.posted.push(message);
    const answer: ClusterReply =
      message.type === 'load'
        ? { type: 'loaded', generation: message.generation }
        : message.type === 'query'
          ? { type: 'points', generation: message.generation, seq: message.seq, points: [] }
          : { type: 'expand', generation: message.generation, seq: (message as { seq: number }).seq, zoom: 9 };
    queueMicrotask(() => {
      const event = new MessageEvent('message', { data: answer });
      this.onmessage?.(event);
      this.dispatchEvent(event);
    });
  }
  terminate() {}
}

const places = [
  { id: 'a', lat: 40.7, lng: -74 },
  { id: 'b', lat: 40.8, lng: -73.9 },
];

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe('ClusterClient', () => {
  it('indexes a set of places once: the same places again (a new array) keep the index', async () => {
    const { ClusterClient } = await import('./cluster-client');
    const client = new ClusterClient();
    client.load(places);
    await client.points([-180, -85, 180, 85], 3);
    client.load(places.map((p) => ({ ...p })));
    await client.points([-180, -85, 180, 85], 3);
    const loads = FakeWorker.made[0].posted.filter((m) => m.type === 'load');
    expect(loads).toHaveLength(1);
  });

  it('indexes again when a place moves or the set changes', async () => {
    const { ClusterClient } = await import('./cluster-client');
    const client = new ClusterClient();
    client.load(places);
    client.load([places[0], { ...places[1], lat: 41 }]);
    client.load([places[0]]);
    client.load([]);
    expect(FakeWorker.made[0].posted.filter((m) => m.type === 'load')).toHaveLength(4);
    // An empty set is still an index: a question about it is answered, not left waiting.
    expect(await client.points([-180, -85, 180, 85], 3)).toEqual([]);
  });

  it('the page shares one worker across maps', async () => {
    const { sharedClusterClient } = await import('./cluster-client');
    expect(sharedClusterClient()).toBe(sharedClusterClient());
    expect(FakeWorker.made).toHaveLength(1);
  });
});
