import { type Fraction, fraction, integerBelow } from '@portal/lottery';
import type { SpotRule } from '../game.js';
import { exactReturn, instantGame, type SettledWager, ZERO_MULTIPLE } from './instant.js';

/**
 * Fan tan: a heap of beans is counted off four at a time, and the beans left (1-4; four when none are) decide.
 * `fan-<n>` pays 3:1 less a 5 % commission (2.85:1); odd and even pay 1:1 less 5 % (0.95:1).
 */
const SPOTS = ['fan-1', 'fan-2', 'fan-3', 'fan-4', 'odd', 'even'] as const;

/** What the browser shows once the beans are counted. */
export interface FanTanView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** The beans left after counting off fours: 1, 2, 3 or 4. */
  remainder: number;
}

const FAN_WIN = fraction(385, 100);
const ODD_EVEN_WIN = fraction(195, 100);

function multiple(remainder: number, spot: string): Fraction {
  if (spot === 'odd') return remainder % 2 === 1 ? ODD_EVEN_WIN : ZERO_MULTIPLE;
  if (spot === 'even') return remainder % 2 === 0 ? ODD_EVEN_WIN : ZERO_MULTIPLE;
  return spot === `fan-${remainder}` ? FAN_WIN : ZERO_MULTIPLE;
}

export const fanTan = instantGame<number, FanTanView>({
  id: 'fan-tan',
  spotProblem: (spot) =>
    (SPOTS as readonly string[]).includes(spot) ? null : `${spot} is not a spot: fan-1 to fan-4, odd or even`,
  *draw() {
    // A fair bean count: a heap of random size leaves each remainder with the same chance, so it is drawn directly.
    return (yield* integerBelow(4)) + 1;
  },
  multiple,
  rules() {
    const remainders = [1, 2, 3, 4].map((remainder) => [remainder, 1n] as const);
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: spot.startsWith('fan') ? '2.85:1 (3:1 less 5 %)' : '0.95:1 (1:1 less 5 %)',
      returnToPlayer: exactReturn(remainders, (remainder) => multiple(remainder, spot)),
    }));
    return { returnToPlayer: spots[0]!.returnToPlayer, method: { kind: 'exact' }, maxWinMultiple: 3.85, spots };
  },
  view: (remainder, wagers) => ({ wagers, remainder }),
});
