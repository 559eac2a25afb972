// Types of seed-extras.mjs for the TypeScript tests.
export function seedExtras(listing: { id: string; title: string; city: string; category: string }, base: number): Record<string, unknown>;
export function shiftExtras<T extends Record<string, unknown>>(listing: T, shift: number): T;
