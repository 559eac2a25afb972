// Types of seed-data.mjs for the TypeScript tests that compute expectations from the seed.
export interface SeedListing {
  id: string;
  title: string;
  businessName: string;
  description: string;
  city: string;
  category: string;
  status: 'approved' | 'pending' | 'rejected';
  location: { lat: number; lng: number } | null;
  [field: string]: unknown;
}

export const BASE_EPOCH: number;
export const CATEGORIES: string[];
export const CITIES: string[];

export function buildSeed(): { listings: SeedListing[]; [part: string]: unknown };
