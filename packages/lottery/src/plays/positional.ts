// Plays whose bets name a value at given positions of the result: direct (one value per position, every position
// in play: 5-star, front-3, PK10 top-2 ...) and "any N positions" (positions left blank allowed; fixed position,
// 定位胆, is the case N = 1).
import { arrangements, choose, countDistinctTuples, elementarySymmetric } from '../combinatorics.js';
import { fraction, fractionPow } from '../fraction.js';
import type { Fraction } from '../types.js';
import {
  ANY_OPTION,
  definitionOf,
  type PlayHeader,
  type PlayRules,
  picksOf,
  positionAreas,
  ratesNeverPushed,
  singleOptionOutcome,
} from './model.js';

interface PositionalSpec {
  header: PlayHeader;
  /** Result indices the areas stand for, one area each, in order. */
  positions: readonly number[];
  values: readonly string[];
  /** Balls drawn without replacement: a bet naming a value twice cannot win, so it is not a bet. */
  distinct: boolean;
}

/**
 * The chance that `count` given positions show `count` given values: independent digits, or for balls the
 * ordered picks of distinct values being equally likely.
 */
function exactValuesChance(valueCount: number, count: number, distinct: boolean): Fraction {
  return distinct ? fraction(1n, arrangements(valueCount, count)) : fractionPow(fraction(1, valueCount), count);
}

/** One value per position, every position picked; bets are the tuples of the picks. */
export function directPlay({ header, positions, values, distinct }: PositionalSpec): PlayRules {
  const definition = definitionOf(header, positionAreas(positions, values, 1), [ANY_OPTION]);
  const hitRate = exactValuesChance(values.length, positions.length, distinct);
  return {
    definition,
    countBets: (selection) =>
      distinct ? countDistinctTuples(selection) : selection.reduce((product, picks) => product * picks.length, 1),
    // Distinct positions of a draw hold one tuple, so at most one bet wins.
    settle: (selection, result) =>
      singleOptionOutcome(positions.every((position, i) => picksOf(selection, i).includes(result[position]!)) ? 1 : 0),
    rates: ratesNeverPushed(definition, () => hitRate),
    maxHits: () => 1,
  };
}

/**
 * Values on any of the positions (blank ones allowed); every choice of `size` positions with a value picked on
 * each is a bet. It wins when every one of those positions shows its value.
 */
export function anyPositionsPlay({
  header,
  positions,
  values,
  distinct,
  size,
}: PositionalSpec & { size: number }): PlayRules {
  // Counting bets as plain products assumes a bet can never need one ball twice: true for one position.
  if (distinct && size > 1) throw new Error(`lottery: ${header.id}: any-N over balls is only built for N = 1`);
  const definition = definitionOf(header, positionAreas(positions, values, 0), [ANY_OPTION]);
  const hitRate = exactValuesChance(values.length, size, distinct);
  return {
    definition,
    countBets: (selection) =>
      elementarySymmetric(
        selection.map((picks) => picks.length),
        size,
      ),
    settle: (selection, result) => {
      const matched = positions.filter((position, i) => picksOf(selection, i).includes(result[position]!)).length;
      return singleOptionOutcome(choose(matched, size));
    },
    rates: ratesNeverPushed(definition, () => hitRate),
    maxHits: (selection) => choose(selection.filter((picks) => picks.length > 0).length, size),
  };
}
