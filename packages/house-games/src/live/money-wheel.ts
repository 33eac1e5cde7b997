import { type Fraction, integerBelow } from '@portal/lottery';
import type { SpotRule } from '../game.js';
import {
  exactReturn,
  instantGame,
  largestMultiple,
  paysToOne,
  type SettledWager,
  ZERO_MULTIPLE,
} from '../table/instant.js';

/**
 * Money wheel (big six): a wheel of 54 equal segments, each showing 1, 2, 5, 10, 20 or 40, stops on one drawn
 * uniformly; spot 'n' pays n:1 when it shows n. No multiplier segments.
 *
 * A spot on n returns (n + 1) x its segments / 54, and the segments make up the wheel, so the returns R(n) obey
 * sum of R(n) / (n + 1) = 1. With the six values, sum of 1 / (n + 1) is about 1.163: the returns cannot all
 * reach 86 %, and no layout of any size keeps them all in 90-97 %. A 40 needs a whole segment, which alone
 * returns 41/54 (75.93 %); two would return more than was staked. The counts below are those of the wheels
 * played in casinos, give or take one, chosen so the lowest returns are as high as they can be: 1 x23 (85.19 %),
 * 2 x16 (88.89 %), 5 x8 (88.89 %), 10 x4 (81.48 %), 20 x2 (77.78 %), 40 x1 (75.93 %).
 */
export const MONEY_WHEEL_VALUES = [1, 2, 5, 10, 20, 40] as const;

/**
 * The segments clockwise from segment 0: each value placed where it has fallen furthest behind its share of the
 * wheel so far, so equal values are spread around it, then the last two swapped so that no two neighbours are
 * alike across segment 0 either.
 */
export const MONEY_WHEEL_SEGMENTS: readonly number[] = [
  1, 2, 5, 1, 2, 1, 10, 1, 2, 5, 1, 2, 1, 20, 2, 1, 5, 1, 2, 1, 10, 2, 1, 5, 1, 2, 1, 40, 2, 1, 5, 1, 2, 10, 1, 2, 1, 5,
  1, 2, 20, 1, 2, 1, 5, 2, 1, 10, 1, 2, 1, 5, 1, 2,
];

/** What the browser shows once the wheel stops. */
export interface MoneyWheelView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** The segment the wheel stopped on, 0-53 (MONEY_WHEEL_SEGMENTS). */
  segment: number;
  /** The value it shows. */
  value: number;
}

const SPOTS = MONEY_WHEEL_VALUES.map(String);

function multiple(segment: number, spot: string): Fraction {
  const value = MONEY_WHEEL_SEGMENTS[segment]!;
  return spot === String(value) ? paysToOne(value) : ZERO_MULTIPLE;
}

export const moneyWheel = instantGame<number, MoneyWheelView>({
  id: 'money-wheel',
  spotProblem: (spot) => (SPOTS.includes(spot) ? null : `${spot} is not a spot: ${SPOTS.join(', ')}`),
  *draw() {
    return yield* integerBelow(MONEY_WHEEL_SEGMENTS.length);
  },
  multiple,
  rules() {
    const segments = MONEY_WHEEL_SEGMENTS.map((_, segment) => [segment, 1n] as const);
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: `${spot}:1`,
      returnToPlayer: exactReturn(segments, (segment) => multiple(segment, spot)),
    }));
    // Quoted on the 1, the spot most of the wheel shows.
    return {
      returnToPlayer: spots[0]!.returnToPlayer,
      method: { kind: 'exact' },
      maxWinMultiple: largestMultiple(MONEY_WHEEL_VALUES.map((value) => paysToOne(value))),
      spots,
    };
  },
  view: (segment, wagers) => ({ wagers, segment, value: MONEY_WHEEL_SEGMENTS[segment]! }),
});
