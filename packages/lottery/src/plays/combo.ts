// Plays whose bets are sets of picked numbers: every `size`-subset of the picks is a bet, and it wins when all its
// numbers are among a set the result defines (11X5 any-N, front-N group, LHC all-hit, VN xiên, SSC group-6 ...).
import { binomial, choose } from '../combinatorics.js';
import { fraction } from '../fraction.js';
import type { DrawContext, DrawResult, DrawShape, Fraction } from '../types.js';
import {
  ANY_OPTION,
  area,
  definitionOf,
  type PlayHeader,
  type PlayRules,
  picksOf,
  ratesNeverPushed,
  singleOptionOutcome,
} from './model.js';

interface ComboSpec {
  header: PlayHeader;
  values: readonly string[];
  /** Picks per bet (N of any-N). */
  size: number;
  /** The most numbers a selection may pick; all the values when absent. */
  maxPicks?: number;
}

export interface ComboAmongSpec extends ComboSpec {
  /** The numbers of a result a winning bet's picks must all be among (may repeat; empty when no bet can win). */
  drawnOf(result: DrawResult): readonly string[];
  /** The most distinct numbers drawnOf can return. */
  maxDrawn(shape: DrawShape): number;
  hitRate(context: DrawContext): Fraction;
}

const comboDefinition = ({ header, values, size, maxPicks }: ComboSpec) =>
  definitionOf(header, [area('numbers', values, size, maxPicks ?? values.length)], [ANY_OPTION]);

export function comboAmongPlay(spec: ComboAmongSpec): PlayRules {
  const definition = comboDefinition(spec);
  return {
    definition,
    countBets: (selection) => choose(picksOf(selection, 0).length, spec.size),
    settle: (selection, result) => {
      const drawn = new Set(spec.drawnOf(result));
      const matched = picksOf(selection, 0).filter((pick) => drawn.has(pick)).length;
      return singleOptionOutcome(choose(matched, spec.size));
    },
    rates: ratesNeverPushed(definition, (_option, context) => spec.hitRate(context)),
    maxHits: (selection, shape) => choose(Math.min(picksOf(selection, 0).length, spec.maxDrawn(shape)), spec.size),
  };
}

export interface CoverAllSpec extends ComboSpec {
  /** The distinct numbers every one of which a winning bet must hold. */
  drawnOf(result: DrawResult): readonly string[];
  /** How many numbers drawnOf returns. */
  drawnCount: number;
  hitRate: Fraction;
}

/** The other way round (11X5 any-6..8): a bet of `size` numbers wins when it holds every drawn number. */
export function coverAllPlay(spec: CoverAllSpec): PlayRules {
  const definition = comboDefinition(spec);
  // With every drawn number picked, the winning bets are those numbers plus any others of the picks.
  const winningBets = (pickCount: number) => choose(pickCount - spec.drawnCount, spec.size - spec.drawnCount);
  return {
    definition,
    countBets: (selection) => choose(picksOf(selection, 0).length, spec.size),
    settle: (selection, result) => {
      const picks = picksOf(selection, 0);
      const allPicked = spec.drawnOf(result).every((number) => picks.includes(number));
      return singleOptionOutcome(allPicked ? winningBets(picks.length) : 0);
    },
    rates: ratesNeverPushed(definition, () => spec.hitRate),
    maxHits: (selection) => winningBets(picksOf(selection, 0).length),
  };
}

/**
 * Balls drawn without replacement: the `drawnCount` numbers drawnOf returns are a uniformly random set of that
 * size, so a bet's N numbers are all among them with chance C(drawnCount, N) / C(values, N).
 */
export const amongDrawnBallsPlay = (
  spec: ComboSpec & { drawnOf: (result: DrawResult) => readonly string[]; drawnCount: number },
) =>
  comboAmongPlay({
    ...spec,
    maxDrawn: () => spec.drawnCount,
    hitRate: () => fraction(binomial(spec.drawnCount, spec.size), binomial(spec.values.length, spec.size)),
  });
