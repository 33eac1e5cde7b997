import { sfc32 } from '@portal/lottery';
import type { RandomSource } from '../../src/modules/provider/slot/random.js';

/**
 * A small, fast, seeded generator (sfc32) for simulation tests only: the same seed gives the same
 * spins, so a failing run can be replayed. Scaled without bias by rejecting the top remainder.
 */
export function seededRandom(seed: number): RandomSource {
  const next = sfc32(seed, 16);
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
