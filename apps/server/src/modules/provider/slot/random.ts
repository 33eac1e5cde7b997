import { randomInt } from 'node:crypto';

/** Where a game's draws come from: a uniform integer in [0, maxExclusive). */
export interface RandomSource {
  int(maxExclusive: number): number;
}

/**
 * The one source real play uses: Node's CSPRNG through `crypto.randomInt`, which scales by
 * rejection sampling (never `Math.random`, never a modulo of raw bytes, so no value is favoured).
 * Tests of the paytable use a seeded generator of their own; nothing in production can pass one.
 */
export const cryptoRandom: RandomSource = {
  int: (maxExclusive) => randomInt(maxExclusive),
};
