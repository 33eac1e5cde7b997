import { payLines, paysByIndex, reelCount, reelStrips, rowCount, SCATTER } from './slot-definition.js';
import { lineWin } from './slot-engine.js';

/** The exact return of the paytable as fractions of the total bet, split into line and scatter pays. */
export interface ExactReturn {
  lines: number;
  scatter: number;
  total: number;
}

/**
 * Exact, not sampled. A stop is uniform over its strip, so the symbol a line meets on a reel has the
 * strip's symbol frequencies whatever the row, independently of the other reels: one line's
 * expected pay is a sum over symbol combinations (10^5) weighted by those frequencies, and all 20
 * lines have that same expectation. The scatter count is summed over every stop of each reel and
 * the reels convolved. RTP = 20 · E[line pay] · lineBet / (20 · lineBet) + E[scatter pay] / 20.
 */
export function exactReturn(): ExactReturn {
  const frequencies = reelStrips.map((strip) => {
    const counts = new Map<number, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, count]) => ({ symbol, probability: count / strip.length }));
  });
  const symbols = new Array<number>(reelCount);
  const expectedLine = (reel: number, probability: number): number => {
    if (reel === reelCount) return probability * lineWin(symbols);
    let sum = 0;
    for (const { symbol, probability: p } of frequencies[reel]!) {
      symbols[reel] = symbol;
      sum += expectedLine(reel + 1, probability * p);
    }
    return sum;
  };
  const lineMultiple = expectedLine(0, 1);

  // The distribution of the number of scatters on screen, reel by reel.
  let scatterCounts = [1];
  for (const strip of reelStrips) {
    const perStop = new Array<number>(rowCount + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < rowCount; row++) if (strip[(stop + row) % strip.length] === SCATTER) seen++;
      perStop[seen]! += 1 / strip.length;
    }
    const next = new Array<number>(scatterCounts.length + rowCount).fill(0);
    scatterCounts.forEach((p, have) => {
      perStop.forEach((q, seen) => {
        next[have + seen]! += p * q;
      });
    });
    scatterCounts = next;
  }
  let scatterMultiple = 0;
  scatterCounts.forEach((p, count) => {
    if (count >= 3) scatterMultiple += p * paysByIndex[SCATTER]![Math.min(count, 5) - 3]!;
  });
  const lines = lineMultiple;
  const scatter = scatterMultiple / payLines.length;
  return { lines, scatter, total: lines + scatter };
}
