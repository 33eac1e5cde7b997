import type { RandomSource } from '../../src/modules/provider/slot/random.js';

/**
 * A small, fast, seeded generator (sfc32) for simulation tests only: the same seed gives the same
 * spins, so a failing run can be replayed. Scaled without bias by rejecting the top remainder.
 */
export function seededRandom(seed: number): RandomSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) next();
  return {
    int(maxExclusive) {
      const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
      for (;;) {
        const value = next();
        if (value < limit) return value % maxExclusive;
      }
    },
  };
}
