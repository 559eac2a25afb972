// Clusters the places on the map off the main thread: indexing 50,000 points takes longer than a
// frame on a slow phone.
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import type { ClusterPoint, ClusterReply, ClusterRequest } from './cluster-protocol';

type Props = { i: number };
let index: Supercluster<Props> | null = null;
let ids: string[] = [];
let generation = -1;

const reply = (message: ClusterReply) => postMessage(message);

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const message = event.data;
  if (message.type === 'load') {
    generation = message.generation;
    ids = message.ids;
    const features: PointFeature<Props>[] = ids.map((_, i) => ({
      type: 'Feature',
      properties: { i },
      geometry: { type: 'Point', coordinates: [message.coords[2 * i], message.coords[2 * i + 1]] },
    }));
    index = new Supercluster<Props>({ radius: 56, maxZoom: 16, minPoints: 3 }).load(features);
    reply({ type: 'loaded', generation });
    return;
  }
  // A question about an older set of places is not answered (the page has moved on).
  if (!index || message.generation !== generation) return;
  if (message.type === 'query') {
    const points: ClusterPoint[] = index.getClusters(message.bounds, Math.round(message.zoom)).map((f) => {
      const [lng, lat] = f.geometry.coordinates;
      const p = f.properties as Partial<ClusterProperties> & Partial<Props>;
      return p.cluster
        ? { lng, lat, id: null, count: p.point_count ?? 0, clusterId: p.cluster_id ?? -1 }
        : { lng, lat, id: ids[p.i ?? 0], count: 1, clusterId: -1 };
    });
    reply({ type: 'points', generation, seq: message.seq, points });
  } else if (message.type === 'leaves') {
    const leaves = index.getLeaves(message.clusterId, Infinity).map((f) => ids[(f.properties as Props).i]);
    reply({ type: 'leaves', generation, seq: message.seq, ids: leaves });
  } else {
    reply({ type: 'expand', generation, seq: message.seq, zoom: index.getClusterExpansionZoom(message.clusterId) });
  }
};
