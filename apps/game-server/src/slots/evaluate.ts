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

// Plain loops and no closures below: the hit rate runs these over every window of a model's leading reels at start
// (a million for some), and a closure made per call costs more than the reading itself.

/** The window at the given stops: each reel shows `rows` symbols from its stop down, wrapping. */
export function gridAt(model: SlotModel, stops: readonly number[]): Grid {
  const grid: Grid = [];
  for (let reel = 0; reel < model.strips.length; reel++) {
    const strip = model.strips[reel]!;
    const stop = stops[reel] ?? 0;
    const column: string[] = [];
    for (let row = 0; row < model.rows; row++) column.push(strip[(stop + row) % strip.length]!);
    grid.push(column);
  }
  return grid;
}

/** What a run of `count` of `symbol` pays in bet units (0 under the shortest run that pays). */
function runPays(model: SlotModel, symbol: string, count: number): number {
  return count >= model.minimumRun ? (model.paytable[symbol]?.[count - model.minimumRun] ?? 0) : 0;
}

/** A line's pay: the leftmost run of one symbol (wilds standing in), or of wilds alone when that pays more. */
export function lineWin(
  model: SlotModel,
  symbols: readonly string[],
): { symbol: string; count: number; multiple: number } | null {
  const { wild, scatter } = model;
  let best: { symbol: string; count: number; multiple: number } | null = null;
  if (wild) {
    let wilds = 0;
    while (wilds < symbols.length && symbols[wilds] === wild) wilds++;
    const multiple = runPays(model, wild, wilds);
    if (multiple > 0) best = { symbol: wild, count: wilds, multiple };
  }
  let first: string | undefined;
  for (const symbol of symbols) {
    if (symbol !== wild) {
      first = symbol;
      break;
    }
  }
  if (first !== undefined && first !== scatter) {
    let count = 0;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count++;
    const multiple = runPays(model, first, count);
    if (multiple > 0 && (!best || multiple > best.multiple)) best = { symbol: first, count, multiple };
  }
  return best;
}

/** How many cells of a column show `symbol`, wilds included. */
function matchingIn(column: readonly string[], symbol: string, wild: string | undefined): number {
  let matching = 0;
  for (const cell of column) if (cell === symbol || cell === wild) matching++;
  return matching;
}

/** Every win of a window, in bet units of the model (see Win). */
export function evaluate(model: SlotModel, grid: Grid): Win[] {
  const wins: Win[] = [];
  if (model.pay.kind === 'lines') {
    const symbols: string[] = [];
    for (let index = 0; index < model.pay.lines.length; index++) {
      const line = model.pay.lines[index]!;
      symbols.length = line.length;
      for (let reel = 0; reel < line.length; reel++) symbols[reel] = grid[reel]![line[reel]!]!;
      const found = lineWin(model, symbols);
      if (found) wins.push({ line: index, ways: 1, ...found });
    }
  } else if (model.pay.kind === 'anywhere') {
    // Anywhere: how many of a symbol the window shows, wherever they are.
    const counts = new Map<string, number>();
    for (const column of grid) for (const cell of column) counts.set(cell, (counts.get(cell) ?? 0) + 1);
    for (const [symbol, count] of counts) {
      const pays = model.paytable[symbol];
      if (!pays || symbol === model.scatter || count < model.minimumRun) continue;
      const multiple = pays[Math.min(count - model.minimumRun, pays.length - 1)] ?? 0;
      if (multiple > 0) wins.push({ line: null, symbol, count, ways: 1, multiple });
    }
  } else {
    // Ways: a symbol on the first reel, then on each next reel (or a wild), every combination a way.
    for (const symbol of new Set(grid[0])) {
      if (symbol === model.scatter || symbol === model.wild) continue;
      let ways = 1;
      let count = 0;
      for (const column of grid) {
        const matching = matchingIn(column, symbol, model.wild);
        if (matching === 0) break;
        ways *= matching;
        count++;
      }
      const multiple = runPays(model, symbol, count);
      if (multiple > 0) wins.push({ line: null, symbol, count, ways, multiple: multiple * ways });
    }
  }
  if (model.scatter && model.scatterPays) {
    let count = 0;
    for (const column of grid) count += matchingIn(column, model.scatter, undefined);
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
