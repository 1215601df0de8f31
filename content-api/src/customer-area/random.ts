/**
 * A deterministic random sequence per name (FNV-1a hash seeding mulberry32): the history of a demo
 * customer is the same on every read and for every test, without being stored.
 */
export function seededRandom(name: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) seed = Math.imul(seed ^ name.charCodeAt(i), 0x01000193);
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included. */
export const between = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
