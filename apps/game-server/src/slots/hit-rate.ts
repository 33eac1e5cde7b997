import { evaluate, gridAt } from './evaluate.js';
import { scatterCounts } from './exact-return.js';
import type { SlotModel } from './model.js';
import { everyStop } from './stops.js';

/** A symbol no strip holds: it ends every run, so the reels it fills cannot add to a win. */
const nothing = '\u0000';

/**
 * The chance that a spin pays anything, exact. A line or way pays only with a run of `minimumRun` reels from the
 * left, so whether one pays is decided by the first `minimumRun` reels alone: their windows are enumerated (a few
 * tens of thousands), each read with the other reels blanked. A window with no such win still pays when scatters
 * anywhere reach `minimumRun`: the other reels' scatter counts are independent, so their distribution is
 * convolved once. Every spin that pays is counted once, whatever it pays.
 */
export function hitRate(model: SlotModel): number {
  const steps = hitRateSteps(model);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same, handing the event loop back every few thousand windows: a server computing it keeps answering. */
export async function hitRateInTurns(model: SlotModel): Promise<number> {
  const steps = hitRateSteps(model);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The enumeration, pausing (yield) every `turn` windows. */
function* hitRateSteps(model: SlotModel, turn = 2048): Generator<void, number> {
  const lead = model.minimumRun;
  // Scatters on the reels after the lead: their count's distribution (reels independent, stops uniform).
  const restScatters = scatterCounts(model, model.strips.slice(lead));
  const atLeast = (count: number) => restScatters.reduce((sum, p, have) => (have >= count ? sum + p : sum), 0);
  const scatterPays = (model.scatterPays?.[0] ?? 0) > 0;

  const lengths = model.strips.slice(0, lead).map((strip) => strip.length);
  const blank = Array.from({ length: model.rows }, () => nothing);
  // One window, refilled in place for each stop of the leading reels (no closure or array made per window).
  const grid = gridAt(model, []).map((column, reel) => (reel < lead ? column : blank));
  let total = 0;
  let windows = 0;
  for (const stops of everyStop(lengths)) {
    let seen = 0;
    for (let reel = 0; reel < lead; reel++) {
      const strip = model.strips[reel]!;
      const column = grid[reel]!;
      for (let row = 0; row < model.rows; row++) {
        const cell = strip[(stops[reel]! + row) % strip.length]!;
        column[row] = cell;
        if (cell === model.scatter) seen++;
      }
    }
    windows++;
    if (windows % turn === 0) yield;
    if (evaluate(model, grid).length > 0) total += 1;
    else if (scatterPays && model.scatter) total += atLeast(lead - seen);
  }
  return total / windows;
}
