import { lineWin } from './evaluate.js';
import { betUnits, type SlotModel } from './model.js';

/** The exact return of a model's base game, as fractions of the total bet. */
export interface ExactReturn {
  lines: number;
  scatter: number;
  total: number;
}

type Distribution = { symbol: string; probability: number }[];

/** What a reel shows on one row, over its uniform stops: the strip's symbol frequencies, whatever the row. */
function symbolFrequencies(strip: readonly string[]): Distribution {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts].map(([symbol, count]) => ({ symbol, probability: count / strip.length }));
}

/** The distribution of how many cells of a reel's window satisfy `matches`, over its uniform stops. */
function windowCounts(strip: readonly string[], rows: number, matches: (symbol: string) => boolean): number[] {
  const counts = new Array<number>(rows + 1).fill(0);
  for (let stop = 0; stop < strip.length; stop++) {
    let seen = 0;
    for (let row = 0; row < rows; row++) if (matches(strip[(stop + row) % strip.length]!)) seen++;
    counts[seen]! += 1 / strip.length;
  }
  return counts;
}

/**
 * One line's expected pay in line bets. A stop is uniform over its strip, so the symbol a line meets on a reel
 * has the strip's frequencies whatever its row, independently of the other reels: a sum over symbol
 * combinations. Every line has the same expectation.
 */
function expectedLine(model: SlotModel): number {
  const frequencies = model.strips.map(symbolFrequencies);
  const symbols = new Array<string>(model.strips.length);
  const walk = (reel: number, probability: number): number => {
    if (reel === model.strips.length) return probability * (lineWin(model, symbols)?.multiple ?? 0);
    let sum = 0;
    for (const { symbol, probability: p } of frequencies[reel]!) {
      symbols[reel] = symbol;
      sum += walk(reel + 1, probability * p);
    }
    return sum;
  };
  return walk(0, 1);
}

/**
 * The expected ways pay in coins. For a symbol, the ways of a run over reels 1..k are the product of the
 * matching cells per reel; reels are independent, so the expected product is the product of the expectations,
 * times the chance that reel k+1 has none.
 */
function expectedWays(model: SlotModel): number {
  const reels = model.strips.length;
  let sum = 0;
  for (const [symbol, pays] of Object.entries(model.paytable)) {
    const matches = (cell: string) => cell === symbol || cell === model.wild;
    const perReel = model.strips.map((strip, reel) =>
      // Reel 1 starts the way: only the symbol itself (ways models keep wilds off it).
      windowCounts(strip, model.rows, reel === 0 ? (cell) => cell === symbol : matches),
    );
    const mean = perReel.map((counts) => counts.reduce((total, p, count) => total + p * count, 0));
    let ways = 1;
    for (let reel = 0; reel < reels; reel++) {
      ways *= mean[reel]!;
      const count = reel + 1;
      if (count < model.minimumRun) continue;
      const stops = reel + 1 < reels ? (perReel[reel + 1]![0] ?? 0) : 1;
      sum += ways * stops * (pays[count - model.minimumRun] ?? 0);
    }
  }
  return sum;
}

/**
 * The chance distribution of how many scatters the windows of `strips` show together (index: the count): each
 * reel's counts over its uniform stops, convolved, as reels stop independently.
 */
export function scatterCounts(model: SlotModel, strips: readonly (readonly string[])[]): number[] {
  let onScreen = [1];
  for (const strip of strips) {
    const seen = windowCounts(strip, model.rows, (cell) => cell === model.scatter);
    const next = new Array<number>(onScreen.length + model.rows).fill(0);
    onScreen.forEach((p, have) => {
      seen.forEach((q, more) => {
        next[have + more]! += p * q;
      });
    });
    onScreen = next;
  }
  return onScreen;
}

/** The expected scatter pay, in total bets, over the scatters' count on screen. */
function expectedScatter(model: SlotModel): number {
  if (!model.scatter || !model.scatterPays) return 0;
  const pays = model.scatterPays;
  return scatterCounts(model, model.strips).reduce((sum, p, count) => {
    if (count < model.minimumRun) return sum;
    return sum + p * (pays[Math.min(count - model.minimumRun, pays.length - 1)] ?? 0);
  }, 0);
}

/** Exact, not sampled: RTP = E[line or ways pay] / bet units + E[scatter pay]. */
export function exactReturn(model: SlotModel): ExactReturn {
  const lines =
    model.pay.kind === 'lines'
      ? (expectedLine(model) * model.pay.lines.length) / betUnits(model)
      : expectedWays(model) / betUnits(model);
  const scatter = expectedScatter(model);
  return { lines, scatter, total: lines + scatter };
}
