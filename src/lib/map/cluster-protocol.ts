// What the page and the clustering worker say to each other (cluster.worker.ts, cluster-client.ts).

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

export interface ClusterPoint {
  lng: number;
  lat: number;
  /** A single place: its listing id. A cluster: null. */
  id: string | null;
  /** How many places the point stands for (1 for a place). */
  count: number;
  /** A cluster's id inside the index (for its places and the zoom that splits it); -1 for a place. */
  clusterId: number;
}

export type ClusterRequest =
  | { type: 'load'; generation: number; ids: string[]; coords: Float64Array }
  | { type: 'query'; generation: number; seq: number; bounds: Bounds; zoom: number }
  | { type: 'leaves'; generation: number; seq: number; clusterId: number }
  | { type: 'expand'; generation: number; seq: number; clusterId: number };

export type ClusterReply =
  | { type: 'loaded'; generation: number }
  | { type: 'points'; generation: number; seq: number; points: ClusterPoint[] }
  | { type: 'leaves'; generation: number; seq: number; ids: string[] }
  | { type: 'expand'; generation: number; seq: number; zoom: number };
