import { slotSymbols } from '@portal/contracts';
import type { RandomSource } from './random.js';
import type { SymbolName } from './slot-definition.js';
import * as definition from './slot-definition.js';

// Local copies: the hot loops below then read plain constants, not another module's live bindings
// (which some loaders turn into getters, five times slower in the simulation test).
const { payLines, paysByIndex, reelCount, reelStrips, rowCount, SCATTER, WILD } = definition;

/** A win in line bets: `line` is 1 to 20 for a pay line, 0 for the scatter pay. */
export interface SlotWin {
  line: number;
  symbol: number;
  count: number;
  multiple: number;
}

/** Each reel's stop, drawn uniformly over its strip. */
export function drawStops(random: RandomSource): number[] {
  const stops = new Array<number>(reelCount);
  for (let reel = 0; reel < reelCount; reel++) stops[reel] = random.int(reelStrips[reel]!.length);
  return stops;
}

/** Each strip followed by its first two places again, so a screen never needs a modulo to wrap. */
const wrappedStrips = reelStrips.map((strip) => Int8Array.from([...strip, ...strip.slice(0, rowCount - 1)]));

/** The symbol a reel stopped at `stop` shows on `row`: the stop is the top row, then the next two places. */
function symbolAt(reel: number, stop: number, row: number): number {
  return wrappedStrips[reel]![stop + row]!;
}

/** The screen, reel by reel, top row first. */
export function gridOf(stops: readonly number[]): number[][] {
  const grid: number[][] = [];
  for (let reel = 0; reel < reelCount; reel++) {
    const column: number[] = [];
    for (let row = 0; row < rowCount; row++) column.push(symbolAt(reel, stops[reel]!, row));
    grid.push(column);
  }
  return grid;
}

/**
 * The best win of five symbols read left to right: a run of the first symbol that is not WILD
 * (WILD standing in), or a run of WILD alone when that pays more. SCATTER ends every run.
 * Answers the multiple and writes the symbol and count into `found` when there is a win.
 */
export function lineWin(symbols: ArrayLike<number>, found?: { symbol: number; count: number }): number {
  let wilds = 0;
  while (wilds < reelCount && symbols[wilds] === WILD) wilds++;
  let best = wilds >= 3 ? paysByIndex[WILD]![wilds - 3]! : 0;
  let bestSymbol = WILD;
  let bestCount = wilds;
  const symbol = symbols[wilds];
  if (wilds < reelCount && symbol !== SCATTER) {
    let count = wilds;
    while (count < reelCount && (symbols[count] === WILD || symbols[count] === symbol)) count++;
    const multiple = count >= 3 ? paysByIndex[symbol!]![count - 3]! : 0;
    if (multiple > best) {
      best = multiple;
      bestSymbol = symbol!;
      bestCount = count;
    }
  }
  if (found && best > 0) {
    found.symbol = bestSymbol;
    found.count = bestCount;
  }
  return best;
}

const lineSymbols = new Array<number>(reelCount);
const found = { symbol: 0, count: 0 };

/**
 * Every win of the screen at these stops, in line bets: each pay line, then SCATTER anywhere (3, 4
 * or 5 on the screen). Answers the total multiple; pushes each win into `wins` when given. Reads
 * the strips directly so the simulation test runs this very code millions of times quickly.
 */
export function evaluateStops(stops: readonly number[], wins?: SlotWin[]): number {
  let total = 0;
  for (let line = 0; line < payLines.length; line++) {
    const rows = payLines[line]!;
    for (let reel = 0; reel < reelCount; reel++) lineSymbols[reel] = symbolAt(reel, stops[reel]!, rows[reel]!);
    const multiple = lineWin(lineSymbols, found);
    if (multiple > 0) {
      total += multiple;
      wins?.push({ line: line + 1, symbol: found.symbol, count: found.count, multiple });
    }
  }
  let scatters = 0;
  for (let reel = 0; reel < reelCount; reel++) {
    for (let row = 0; row < rowCount; row++) if (symbolAt(reel, stops[reel]!, row) === SCATTER) scatters++;
  }
  if (scatters >= 3) {
    const count = Math.min(scatters, 5);
    const multiple = paysByIndex[SCATTER]![count - 3]!;
    total += multiple;
    wins?.push({ line: 0, symbol: SCATTER, count, multiple });
  }
  return total;
}

export interface SpinOutcome {
  stops: number[];
  grid: SymbolName[][];
  wins: { line: number; symbol: SymbolName; count: number; amount: bigint }[];
  /** The total win in minor units: the line bet times the summed multiples. */
  win: bigint;
}

/** One spin for a total bet spread over the 20 lines (the bet is a multiple of 20 minor units). */
export function spin(random: RandomSource, totalBet: bigint): SpinOutcome {
  const lineBet = totalBet / BigInt(payLines.length);
  const stops = drawStops(random);
  const wins: SlotWin[] = [];
  const multiple = evaluateStops(stops, wins);
  return {
    stops,
    grid: gridOf(stops).map((reel) => reel.map((symbol) => slotSymbols[symbol]!)),
    wins: wins.map((win) => ({
      line: win.line,
      symbol: slotSymbols[win.symbol]!,
      count: win.count,
      amount: lineBet * BigInt(win.multiple),
    })),
    win: lineBet * BigInt(multiple),
  };
}
