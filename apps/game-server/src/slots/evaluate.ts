import { betUnits, type SlotModel } from './model.js';

/** The window a spin shows: `grid[reel][row]`. */
export type Grid = string[][];

export interface Win {
  /** The pay line's index, or null for a ways or scatter win. */
  line: number | null;
  symbol: string;
  /** Reels the run covers from the left (scatters: how many are on screen). */
  count: number;
  /** Ways that paid (1 on a line). */
  ways: number;
  /** In bet units (line bets, or coins for all its ways); scatters in total bets. */
  multiple: number;
}

/** The window at the given stops: each reel shows `rows` symbols from its stop down, wrapping. */
export function gridAt(model: SlotModel, stops: readonly number[]): Grid {
  return model.strips.map((strip, reel) =>
    Array.from({ length: model.rows }, (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length]!),
  );
}

/** A line's pay: the leftmost run of one symbol (wilds standing in), or of wilds alone when that pays more. */
export function lineWin(
  model: SlotModel,
  symbols: readonly string[],
): { symbol: string; count: number; multiple: number } | null {
  const { wild, scatter, minimumRun, paytable } = model;
  const first = symbols.find((symbol) => symbol !== wild);
  let best: { symbol: string; count: number; multiple: number } | null = null;
  const consider = (symbol: string, count: number) => {
    const multiple = count >= minimumRun ? (paytable[symbol]?.[count - minimumRun] ?? 0) : 0;
    if (multiple > 0 && (!best || multiple > best.multiple)) best = { symbol, count, multiple };
  };
  if (wild) {
    let wilds = 0;
    while (wilds < symbols.length && symbols[wilds] === wild) wilds++;
    consider(wild, wilds);
  }
  if (first !== undefined && first !== scatter) {
    let count = 0;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count++;
    consider(first, count);
  }
  return best;
}

/** Every win of a window, in bet units of the model (see Win). */
export function evaluate(model: SlotModel, grid: Grid): Win[] {
  const wins: Win[] = [];
  if (model.pay.kind === 'lines') {
    model.pay.lines.forEach((line, index) => {
      const found = lineWin(
        model,
        line.map((row, reel) => grid[reel]![row]!),
      );
      if (found) wins.push({ line: index, ways: 1, ...found });
    });
  } else {
    // Ways: a symbol on the first reel, then on each next reel (or a wild), every combination a way.
    for (const symbol of new Set(grid[0])) {
      if (symbol === model.scatter || symbol === model.wild) continue;
      let ways = 1;
      let count = 0;
      for (const column of grid) {
        const matching = column.filter((cell) => cell === symbol || cell === model.wild).length;
        if (matching === 0) break;
        ways *= matching;
        count++;
      }
      const multiple = count >= model.minimumRun ? (model.paytable[symbol]?.[count - model.minimumRun] ?? 0) : 0;
      if (multiple > 0) wins.push({ line: null, symbol, count, ways, multiple: multiple * ways });
    }
  }
  if (model.scatter && model.scatterPays) {
    const count = grid.flat().filter((cell) => cell === model.scatter).length;
    const pays = model.scatterPays;
    const multiple = count >= model.minimumRun ? (pays[Math.min(count - model.minimumRun, pays.length - 1)] ?? 0) : 0;
    if (multiple > 0) wins.push({ line: null, symbol: model.scatter, count, ways: 1, multiple });
  }
  return wins;
}

/** A window's pay in multiples of the total bet. */
export function totalMultiple(model: SlotModel, wins: readonly Win[]): number {
  const units = betUnits(model);
  return wins.reduce((sum, win) => sum + (win.symbol === model.scatter ? win.multiple : win.multiple / units), 0);
}
