// Types of seed-data.mjs for the TypeScript tests that read the demo listings.
export interface SeedListing {
  id: string;
  title: string;
  businessName: string;
  description: string;
  city: string;
  category: string;
  status: 'approved' | 'pending' | 'rejected';
  [field: string]: unknown;
}

export function buildSeed(): { listings: SeedListing[]; [part: string]: unknown };
