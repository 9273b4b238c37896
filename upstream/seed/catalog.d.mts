// Types of the seed generator for the unit tests (the script itself is plain Node ESM).
export function buildSeedSql(): string;
export function prng(seed: number): () => number;
export function inn10(first9: string): string;
export function ogrn13(first12: string): string;
export function slugify(text: string): string;
export const seedPath: string;
