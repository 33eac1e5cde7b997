// The lottery engine (issue 11): draw shapes, the provably fair draw of LOTTERY.md §7, and every play's
// selection rules, bet count, win function and probabilities. Pure functions, shared by server and browser.
//
// Selections, area by area (PlayDefinition.areas gives keys, values and bounds):
// - 'pos1'..'posN': the values picked for a place of the result (direct, any-N, fixed position plays), and for
//   two-sided per-position plays the options picked for that place ('BIG', 'SMALL', 'ODD', 'EVEN');
// - 'numbers': a set of numbers (group, any-N, all-hit, xiên, lô, đề, 4D ...);
// - 'options': the options of a two-sided play on one quantity (a sum, ball 1 against ball 5, the LHC special);
// - 'pos1v10'..'pos5v6': PK10 dragon/tiger, one area per compared pair.
// A two-sided pick is one bet paid as that option; every other play pays its bets as '*' (or, for 4D, as each
// prize tier the number matches). Plays and options: see plays/*.ts, one file per kind.
export * from './types.js';

import { fractionDiv, fractionSub, ONE } from './fraction.js';
import { rulesOf } from './plays/registry.js';
import { areaProblem } from './selection.js';
import { isWellFormedResult } from './shapes.js';
import type {
  DrawContext,
  DrawResult,
  DrawShape,
  Fraction,
  LineOutcome,
  OptionRates,
  PlayDefinition,
  Selection,
  SelectionCheck,
} from './types.js';

export { commitmentOf, drawResult, hmacUint32Stream, newServerSeed } from './draw.js';
export {
  fraction,
  fractionAdd,
  fractionCompare,
  fractionDiv,
  fractionMul,
  fractionSub,
  fractionToNumber,
} from './fraction.js';
export { colourOf } from './plays/lhc.js';
export { playById, playsOf } from './plays/registry.js';
export { integerBelow, runSampler, runSamplerAsync, type Sampler } from './sampling.js';
export { sfc32 } from './seeded.js';
export { isWellFormedResult } from './shapes.js';
export { drawStats } from './stats.js';
export { type PointPrice, pricePoints, VN_POINT_DONG, vnDefaultPrice, vnReturnToPlayer } from './vn-prices.js';
export { lunarYearOf, ZODIAC_ANIMALS, type ZodiacAnimal, zodiacOf } from './zodiac.js';

/** Whether a selection is valid for the play, and how many bets it makes. */
export function checkSelection(play: PlayDefinition, selection: Selection): SelectionCheck {
  const problem = areaProblem(play, selection);
  if (problem) return problem;
  const bets = rulesOf(play).countBets(selection);
  // Enough picks in every area can still make no bet (any-2 with one position filled, 11X5 front-2 01|01).
  return bets > 0 ? { ok: true, bets } : { ok: false, problem: 'wrong_count' };
}

/**
 * What a valid selection won in a draw. It throws on an invalid selection, a malformed result or a context of
 * another kind rather than settle money on input the engine never accepted.
 */
export function settleLine(
  play: PlayDefinition,
  selection: Selection,
  result: DrawResult,
  context: DrawContext,
): LineOutcome {
  const check = checkSelection(play, selection);
  if (!check.ok) throw new Error(`lottery: cannot settle an invalid ${play.id} selection (${check.problem})`);
  if (context.kind !== play.kind) throw new Error(`lottery: a ${context.kind} draw cannot settle ${play.id}`);
  if (!isWellFormedResult(context, result)) throw new Error(`lottery: malformed ${context.kind} result`);
  return rulesOf(play).settle(selection, result, context);
}

/** An option's hit and push rates under the draw's rules. */
export function optionRates(play: PlayDefinition, option: string, context: DrawContext): OptionRates {
  return rulesOf(play).rates(option, context);
}

/** The fair payout per unit staked on one bet: (1 - pushRate) / hitRate. */
export function fairFactor(play: PlayDefinition, option: string, context: DrawContext): Fraction {
  const { hitRate, pushRate } = optionRates(play, option, context);
  return fractionDiv(fractionSub(ONE, pushRate), hitRate);
}

/** An upper bound of the prize units a valid selection can hit in one draw (for payout caps). */
export function maxHits(play: PlayDefinition, selection: Selection, shape: DrawShape): number {
  return rulesOf(play).maxHits(selection, shape);
}
