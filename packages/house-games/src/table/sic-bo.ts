import { type Fraction, integerBelow } from '@portal/lottery';
import type { SpotRule } from '../game.js';
import { exactReturn, instantGame, paysToOne, type SettledWager, wholeIn, ZERO_MULTIPLE } from './instant.js';

/** Sic bo: three dice, bets on the total, on triples, doubles, a face and two-face combinations (Macau pays). */
type Dice = [number, number, number];

/** What the browser shows once the dice are rolled. */
export interface SicBoView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** The three dice, 1-6, in the order rolled. */
  dice: Dice;
  total: number;
  /** All three dice alike: small and big lose. */
  triple: boolean;
}

/** To one, by total: the rarer the total, the more it pays (4 and 17 come once in 72 rolls). */
const TOTAL_PAYS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 };
const totalPays = (total: number): number => TOTAL_PAYS[Math.min(total, 21 - total)]!;

const countOf = (dice: Dice, face: number): number => dice.filter((die) => die === face).length;
const sum = (dice: Dice): number => dice[0] + dice[1] + dice[2];
const isTriple = (dice: Dice): boolean => dice[0] === dice[1] && dice[1] === dice[2];

type SpotShape =
  | { kind: 'small' | 'big' | 'triple-any' }
  | { kind: 'total' | 'triple' | 'double' | 'single'; value: number }
  | { kind: 'combo'; low: number; high: number };

/** The spot's shape, or null when it is not on the board. */
function shapeOf(spot: string): SpotShape | null {
  if (spot === 'small' || spot === 'big' || spot === 'triple-any') return { kind: spot };
  const [kind, first, second, extra] = spot.split('-');
  if (extra !== undefined) return null;
  if (kind === 'combo') {
    const low = wholeIn(first, 1, 6);
    const high = wholeIn(second, 1, 6);
    return low !== null && high !== null && low < high ? { kind, low, high } : null;
  }
  if (second !== undefined) return null;
  if (kind === 'total') {
    const value = wholeIn(first, 4, 17);
    return value === null ? null : { kind, value };
  }
  if (kind === 'triple' || kind === 'double' || kind === 'single') {
    const value = wholeIn(first, 1, 6);
    return value === null ? null : { kind, value };
  }
  return null;
}

function multiple(dice: Dice, spot: string): Fraction {
  const shape = shapeOf(spot);
  if (shape === null) return ZERO_MULTIPLE;
  const total = sum(dice);
  switch (shape.kind) {
    case 'small':
      return total <= 10 && !isTriple(dice) ? paysToOne(1) : ZERO_MULTIPLE;
    case 'big':
      return total >= 11 && !isTriple(dice) ? paysToOne(1) : ZERO_MULTIPLE;
    case 'triple-any':
      return isTriple(dice) ? paysToOne(30) : ZERO_MULTIPLE;
    case 'total':
      return total === shape.value ? paysToOne(totalPays(total)) : ZERO_MULTIPLE;
    case 'triple':
      return countOf(dice, shape.value) === 3 ? paysToOne(180) : ZERO_MULTIPLE;
    case 'double':
      return countOf(dice, shape.value) >= 2 ? paysToOne(10) : ZERO_MULTIPLE;
    case 'single': {
      const count = countOf(dice, shape.value);
      return count > 0 ? paysToOne(count) : ZERO_MULTIPLE;
    }
    case 'combo':
      return countOf(dice, shape.low) > 0 && countOf(dice, shape.high) > 0 ? paysToOne(5) : ZERO_MULTIPLE;
  }
}

/** All 216 rolls, each once. */
const everyRoll = (): (readonly [Dice, bigint])[] => {
  const rolls: (readonly [Dice, bigint])[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([[a, b, c], 1n]);
  return rolls;
};

const ruleRows: [pattern: string, example: string, pays: string][] = [
  ['small', 'small', '1:1, loses on a triple'],
  ['big', 'big', '1:1, loses on a triple'],
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((total): [string, string, string] => [
    `total-${total}`,
    `total-${total}`,
    `${totalPays(total)}:1`,
  ]),
  ['triple-any', 'triple-any', '30:1'],
  ['triple-<1..6>', 'triple-1', '180:1'],
  ['double-<1..6>', 'double-1', '10:1'],
  ['single-<1..6>', 'single-1', '1:1, 2:1, 3:1 as one, two or three dice show it'],
  ['combo-<a>-<b>', 'combo-1-2', '5:1'],
];

export const sicBo = instantGame<Dice, SicBoView>({
  id: 'sic-bo',
  spotProblem: (spot) => (shapeOf(spot) === null ? `${spot} is not a spot of the sic bo board` : null),
  *draw() {
    const dice: Dice = [0, 0, 0];
    for (let i = 0; i < 3; i++) dice[i] = (yield* integerBelow(6)) + 1;
    return dice;
  },
  multiple,
  rules() {
    const rolls = everyRoll();
    const spots: SpotRule[] = ruleRows.map(([spot, example, pays]) => ({
      spot,
      pays,
      returnToPlayer: exactReturn(rolls, (dice) => multiple(dice, example)),
    }));
    return { returnToPlayer: spots[0]!.returnToPlayer, method: { kind: 'exact' }, maxWinMultiple: 181, spots };
  },
  view: (dice, wagers) => ({ wagers, dice, total: sum(dice), triple: isTriple(dice) }),
});
