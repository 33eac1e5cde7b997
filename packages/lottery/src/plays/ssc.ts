// SSC (时时彩): five digits 0-9 drawn independently, positions 1-5 (万千百十个). LOTTERY.md §2.
import { arrangements, orderedPairs, tupleSumWeights } from '../combinatorics.js';
import { fraction, fractionPow, fractionSub, ONE } from '../fraction.js';
import { digitStrings } from '../shapes.js';
import type { DrawResult } from '../types.js';
import { comboAmongPlay } from './combo.js';
import {
  ANY_OPTION,
  area,
  definitionOf,
  indices,
  official,
  type PlayRules,
  picksOf,
  ratesNeverPushed,
  singleOptionOutcome,
  twoSided,
} from './model.js';
import { anyPositionsPlay, directPlay } from './positional.js';
import { dragonTigerPlay, positionsBigSmallPlay, sumBigSmallPlay } from './two-sided.js';

const DIGITS = digitStrings(1);
const DIGIT_VALUES = DIGITS.map(Number);
const ALL_POSITIONS = indices(5);
const DIGIT_CHANCE = fraction(1, 10);

const threeStar = { FRONT3: [0, 1, 2], MIDDLE3: [1, 2, 3], BACK3: [2, 3, 4] } as const;
const twoStar = { FRONT2: [0, 1], BACK2: [3, 4] } as const;

const digitsAt = (result: DrawResult, positions: readonly number[]) => positions.map((position) => result[position]!);

/** The digits at the positions when they are all different, else none: group plays exclude repeats. */
const distinctDigitsAt = (positions: readonly number[]) => (result: DrawResult) => {
  const digits = digitsAt(result, positions);
  return new Set(digits).size === digits.length ? digits : [];
};

/** 组选: unordered, all different; a set of k digits shows up in k! of the 10^k equally likely orders. */
function groupPlay(id: string, group: string, positions: readonly number[]): PlayRules {
  const size = positions.length;
  return comboAmongPlay({
    header: official('SSC', id, group),
    values: DIGITS,
    size,
    drawnOf: distinctDigitsAt(positions),
    maxDrawn: () => size,
    hitRate: () => fraction(arrangements(size, size), 10 ** size),
  });
}

/**
 * 组三: the three digits are one picked digit twice and another picked digit once, in any order. A bet is the
 * ordered pair (doubled, single), so n picks make n(n-1) bets; a draw's pattern fits exactly one of them.
 */
function groupThreePlay(id: string, positions: readonly number[]): PlayRules {
  const definition = definitionOf(
    official('SSC', id, 'star3'),
    [area('numbers', DIGITS, 2, DIGITS.length)],
    [ANY_OPTION],
  );
  // The single digit can stand in any of the 3 places: 3 of the 1000 results for each bet.
  const hitRate = fraction(3, 1000);
  return {
    definition,
    countBets: (selection) => picksOf(selection, 0).length * (picksOf(selection, 0).length - 1),
    settle: (selection, result) => {
      const digits = new Set(digitsAt(result, positions));
      const picks = picksOf(selection, 0);
      return singleOptionOutcome(digits.size === 2 && [...digits].every((digit) => picks.includes(digit)) ? 1 : 0);
    },
    rates: ratesNeverPushed(definition, () => hitRate),
    maxHits: () => 1,
  };
}

const starDirect = (id: string, group: string, positions: readonly number[]) =>
  directPlay({ header: official('SSC', id, group), positions, values: DIGITS, distinct: false });

const anyDirect = (id: string, group: string, size: number) =>
  anyPositionsPlay({
    header: official('SSC', id, group),
    positions: ALL_POSITIONS,
    values: DIGITS,
    distinct: false,
    size,
  });

export const sscPlays: PlayRules[] = [
  starDirect('SSC_STAR5_DIRECT', 'star5', ALL_POSITIONS),
  // 4-star is the back four (千百十个), the usual 后四.
  starDirect('SSC_STAR4_DIRECT', 'star4', [1, 2, 3, 4]),
  ...Object.entries(threeStar).flatMap(([name, positions]) => [
    starDirect(`SSC_${name}_DIRECT`, 'star3', positions),
    groupThreePlay(`SSC_${name}_GROUP3`, positions),
    groupPlay(`SSC_${name}_GROUP6`, 'star3', positions),
  ]),
  ...Object.entries(twoStar).flatMap(([name, positions]) => [
    starDirect(`SSC_${name}_DIRECT`, 'star2', positions),
    groupPlay(`SSC_${name}_GROUP`, 'star2', positions),
  ]),
  anyDirect('SSC_ANY2_DIRECT', 'any', 2),
  anyDirect('SSC_ANY3_DIRECT', 'any', 3),
  anyDirect('SSC_FIXED_POSITION', 'position', 1),
  // 一帆风顺: a digit anywhere among the five, paid once however often it shows.
  comboAmongPlay({
    header: official('SSC', 'SSC_AT_LEAST_ONE', 'position'),
    values: DIGITS,
    size: 1,
    drawnOf: (result) => result,
    maxDrawn: () => ALL_POSITIONS.length,
    hitRate: () => fractionSub(ONE, fractionPow(fractionSub(ONE, DIGIT_CHANCE), ALL_POSITIONS.length)),
  }),
  positionsBigSmallPlay(twoSided('SSC', 'SSC_BALL_BSOE'), 5, DIGIT_VALUES, { bigFrom: 5 }),
  // The sum runs 0-45 and is symmetric about 22.5, so big (>= 23) and small are exactly 1/2 each.
  sumBigSmallPlay(twoSided('SSC', 'SSC_SUM_BSOE'), 5, () => tupleSumWeights(DIGIT_VALUES, 5), { bigFrom: 23 }),
  // Ball 1 against ball 5. The tie can be bet on its own (1/10); for dragon and tiger bets a tie is a loss, not a
  // push, so each keeps its 45/100 and the house edge sits in the odds as for any other option.
  dragonTigerPlay(
    twoSided('SSC', 'SSC_DRAGON_TIGER'),
    [{ key: 'options', first: 0, second: 4 }],
    ['DRAGON', 'TIGER', 'TIE'],
    () => orderedPairs(DIGIT_VALUES, false),
  ),
];
