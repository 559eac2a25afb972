// The page's side of the clustering worker: load a set of places, then ask what to draw.
import type { Bounds, ClusterPoint, ClusterReply, ClusterRequest } from './cluster-protocol';

export interface PlacePoint {
  id: string;
  lat: number;
  lng: number;
}

export class ClusterClient {
  private worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
  private generation = 0;
  private seq = 0;
  private pending = new Map<number, (reply: ClusterReply | null) => void>();
  private loaded: Promise<void> = Promise.resolve();
  private current: readonly PlacePoint[] | null = null;

  constructor() {
    this.worker.onmessage = (event: MessageEvent<ClusterReply>) => {
      const reply = event.data;
      if (reply.type === 'loaded' || reply.generation !== this.generation) return;
      this.pending.get(reply.seq)?.(reply);
      this.pending.delete(reply.seq);
    };
  }

  /**
   * Replaces the places; questions asked after this are about the new set. The same places
   * again (the map closed and opened on the same results) keep the index already built.
   */
  load(places: readonly PlacePoint[]) {
    if (this.current && samePlaces(places, this.current)) return;
    this.current = places;
    const generation = ++this.generation;
    const coords = new Float64Array(places.length * 2);
    const ids = places.map((p, i) => {
      coords[2 * i] = p.lng;
      coords[2 * i + 1] = p.lat;
      return p.id;
    });
    this.settlePending();
    this.loaded = new Promise((resolve) => {
      const handle = (event: MessageEvent<ClusterReply>) => {
        if (event.data.type === 'loaded' && event.data.generation === generation) {
          this.worker.removeEventListener('message', handle);
          resolve();
        }
      };
      this.worker.addEventListener('message', handle);
    });
    this.post({ type: 'load', generation, ids, coords }, [coords.buffer]);
  }

  /** What to draw in `bounds` at `zoom`; null if the places changed meanwhile. */
  async points(bounds: Bounds, zoom: number): Promise<ClusterPoint[] | null> {
    const reply = await this.ask((seq, generation) => ({ type: 'query', generation, seq, bounds, zoom }));
    return reply?.type === 'points' ? reply.points : null;
  }

  async leaves(clusterId: number): Promise<string[] | null> {
    const reply = await this.ask((seq, generation) => ({ type: 'leaves', generation, seq, clusterId }));
    return reply?.type === 'leaves' ? reply.ids : null;
  }

  async expansionZoom(clusterId: number): Promise<number | null> {
    const reply = await this.ask((seq, generation) => ({ type: 'expand', generation, seq, clusterId }));
    return reply?.type === 'expand' ? reply.zoom : null;
  }

  dispose() {
    this.worker.terminate();
    this.current = null;
    this.settlePending();
  }

  /** Questions about an older set answer null rather than never. */
  private settlePending() {
    for (const resolve of this.pending.values()) resolve(null);
    this.pending.clear();
  }

  private async ask(make: (seq: number, generation: number) => ClusterRequest): Promise<ClusterReply | null> {
    const generation = this.generation;
    await this.loaded;
    if (generation !== this.generation) return null;
    const seq = ++this.seq;
    return new Promise((resolve) => {
      this.pending.set(seq, resolve);
      this.post(make(seq, generation));
    });
  }

  private post(message: ClusterRequest, transfer: Transferable[] = []) {
    this.worker.postMessage(message, transfer);
  }
}

function samePlaces(a: readonly PlacePoint[], b: readonly PlacePoint[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i].id !== b[i].id || a[i].lat !== b[i].lat || a[i].lng !== b[i].lng) return false;
  }
  return true;
}

let shared: ClusterClient | null = null;

/**
 * The page's one clustering worker. It outlives a map (closing and reopening the map on the same
 * results must not index 50,000 places again); an idle worker holding an index costs only memory.
 */
export function sharedClusterClient(): ClusterClient {
  shared ??= new ClusterClient();
  return shared;
}
