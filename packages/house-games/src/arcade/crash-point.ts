import { integerBelow, type Sampler } from '@portal/lottery';

/**
 * The outcome multiplier of limbo, crash, jet and balloon, in hundredths: M = 0.99 / V floored to hundredths,
 * V uniform on (0, 1], so P(M >= x) = P(V <= 0.99 / x) = 0.99 / x for every x from 1.00 up, exactly.
 *
 * V is drawn lazily, 32 bits at a time: after j words V lies in the cell (L / D, (L + 1) / D] (L the words read
 * as one number, D = 2^(32 j)), so 99 / V lies in [99 D / (L + 1), 99 D / L). When that interval lies inside one
 * hundredth step the point is known; otherwise (the cell straddles a boundary 0.99 / h: about 1 round in 4,000, nearly
 * all at points above 100x) one more word splits the cell. A single 32-bit draw floored the same way would
 * leave most targets short of 99 % (by up to 0.023 % at 1,000,000x); the refinement makes every one exactly 99 %.
 *
 * The point is capped at the highest target (1,000,000.00x): the cap changes nothing any wager can win, and it
 * ends the draw in one word when V is tiny. Below 1.00x (V > 0.99, 1 round in 100) the point shows as 1.00x,
 * which no target (1.01x and up) reaches.
 */
export const HIGHEST_POINT = 100_000_000;
const LOWEST_POINT = 100;

/** The crash point in hundredths. `wordBits` is 32 on the stream; the tests shrink it to enumerate the mapping. */
export function* crashPoint(wordBits = 32, cap = HIGHEST_POINT): Sampler<number> {
  const base = 1n << BigInt(wordBits);
  const ceiling = BigInt(cap);
  let cell = 0n;
  let cells = 1n;
  for (;;) {
    const word = yield* integerBelow(2 ** wordBits);
    cell = cell * base + BigInt(word);
    cells *= base;
    const low = (99n * cells) / (cell + 1n);
    if (low >= ceiling) return cap;
    // Every value of [99 D / (L + 1), 99 D / L) is below low + 1 exactly when 99 D <= (low + 1) L.
    if (cell > 0n && 99n * cells <= (low + 1n) * cell) return Math.max(Number(low), LOWEST_POINT);
  }
}
