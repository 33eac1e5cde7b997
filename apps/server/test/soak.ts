/**
 * Soak-sized tests run at a reduced size in `npm test` (CI's budget is 15 minutes) and at full size with
 * `SOAK=full` (a day of 1-minute issues, long bank runs, many property runs). The reduced size still
 * exercises every path the full one does; only the count and the duration shrink.
 */
export const soakFull = process.env.SOAK === 'full';

/** `reduced` in the everyday run, `full` under SOAK=full. */
export function soakSized<T>(reduced: T, full: T): T {
  return soakFull ? full : reduced;
}
