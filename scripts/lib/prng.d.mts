// Types of prng.mjs for the bench page (bench/discovery.ts).
export function prng(seed: number): () => number;
