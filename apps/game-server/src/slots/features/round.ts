import { evaluate, type Grid, gridAt } from '../evaluate.js';
import { betUnits, type SlotModel } from '../model.js';
import type { RoundOutcome, RoundStep, RoundWin } from './outcome.js';
import { collapsed } from './tumble.js';

/**
 * A round of a slot, as a generator: it yields the length of each strip it needs a stop on and is sent the stop,
 * so the same rules run on the player's provably fair stream (slot-rounds.service.ts) and on a simulation's
 * generator (simulate.ts). Everything after the stops is decided by them: tumbles go on down the strips, so only
 * free spins and respins draw again.
 */
export function* playRound(model: SlotModel): Generator<number, RoundOutcome, number> {
  const draws: number[] = [];
  const drawLengths: number[] = [];
  const steps: RoundStep[] = [];
  function* drawOn(strips: readonly (readonly string[])[]): Generator<number, number[], number> {
    const stops: number[] = [];
    for (const strip of strips) {
      const stop = yield strip.length;
      stops.push(stop);
      draws.push(stop);
      drawLengths.push(strip.length);
    }
    return stops;
  }

  const landed = readSpin(model, yield* drawOn(model.strips), 'base', 1, 0, steps);
  const free = model.features?.freeSpins;
  if (free) {
    const awardFor = (grid: Grid) => {
      const count = countOf(grid, (cell) => cell === model.scatter);
      return count >= model.minimumRun ? free.awards[Math.min(count - model.minimumRun, free.awards.length - 1)]! : 0;
    };
    let left = awardFor(landed);
    let given = left;
    while (left > 0) {
      left--;
      const grid = readSpin(model, yield* drawOn(model.strips), 'free', free.multiplier, left, steps);
      const more = Math.min(awardFor(grid), free.max - given);
      left += more;
      given += more;
    }
  }
  const hold = model.features?.holdAndSpin;
  if (hold && countOf(landed, (cell) => cell in hold.values) >= hold.trigger) {
    const bonus = { ...model, strips: hold.strips };
    const held: Grid = landed.map((column) => column.map((cell) => (cell in hold.values ? cell : blank)));
    const cells = landed.length * model.rows;
    let respins = hold.respins;
    let holding = countOf(held, (cell) => cell !== blank);
    while (respins > 0 && holding < cells) {
      const window = gridAt(bonus, yield* drawOn(hold.strips));
      const before = holding;
      for (let reel = 0; reel < held.length; reel++) {
        for (let row = 0; row < model.rows; row++) {
          const cell = window[reel]![row]!;
          if (held[reel]![row] === blank && cell in hold.values) {
            held[reel]![row] = cell;
            holding++;
          }
        }
      }
      respins = holding > before ? hold.respins : respins - 1;
      const last = respins === 0 || holding === cells;
      const worth = last ? coinsWorth(held, hold.values) + (holding === cells ? hold.fullScreen : 0) : 0;
      const wins: RoundWin[] =
        worth > 0 ? [{ line: null, symbol: 'COINS', count: holding, ways: 1, multiple: worth, ofTotal: true }] : [];
      steps.push({
        kind: 'respin',
        grid: held.map((column) => [...column]),
        wins,
        multiplier: 1,
        left: respins,
        expanded: [],
      });
    }
  }
  return { draws, drawLengths, steps, multiple: Math.min(roundMultiple(model, steps), model.maxWinMultiple) };
}

/** What a cell shows once its coin is gone, or where none landed yet (respins). */
export const blank = 'BLANK';

function countOf(grid: Grid, matches: (cell: string) => boolean): number {
  let count = 0;
  for (const column of grid) for (const cell of column) if (matches(cell)) count++;
  return count;
}

function coinsWorth(grid: Grid, values: Readonly<Record<string, number>>): number {
  let worth = 0;
  for (const column of grid) for (const cell of column) worth += values[cell] ?? 0;
  return worth;
}

/**
 * Reads one spin's window at `stops` (its wilds expanded first), then its tumbles while something pays, each a
 * step; answers the window as it landed (where scatters and coins are counted).
 */
function readSpin(
  model: SlotModel,
  stops: number[],
  kind: 'base' | 'free',
  multiplier: number,
  left: number,
  steps: RoundStep[],
): Grid {
  let grid = gridAt(model, stops);
  const expanded: number[] = [];
  for (const reel of model.features?.expandingWildReels ?? []) {
    const column = grid[reel]!;
    if (model.wild && column.includes(model.wild)) {
      grid[reel] = column.map(() => model.wild!);
      expanded.push(reel);
    }
  }
  const landed = grid;
  let wins = winsOf(model, grid);
  steps.push({ kind, grid, wins, multiplier, left, expanded });
  if (!model.features?.tumble) return landed;
  const tops = [...stops];
  // A tumble removes at least one cell, and the strips are finite: the bound only keeps a malformed model finite.
  for (let tumbles = 0; tumbles < 100 && wins.some((win) => win.symbol !== model.scatter); tumbles++) {
    grid = collapsed(model, grid, wins, tops);
    wins = winsOf(model, grid);
    steps.push({ kind: 'tumble', grid, wins, multiplier, left, expanded: [] });
  }
  return landed;
}

const winsOf = (model: SlotModel, grid: Grid): RoundWin[] =>
  evaluate(model, grid).map((win) => ({ ...win, ofTotal: win.symbol === model.scatter }));

/** A round's pay in total bets, before the cap. */
export function roundMultiple(model: SlotModel, steps: readonly RoundStep[]): number {
  const units = betUnits(model);
  let total = 0;
  for (const step of steps) {
    for (const win of step.wins) total += (win.ofTotal ? win.multiple : win.multiple / units) * step.multiplier;
  }
  return total;
}
