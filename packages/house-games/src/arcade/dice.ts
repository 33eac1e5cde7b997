import { type Fraction, fraction, integerBelow, type Sampler } from '@portal/lottery';
import { type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import {
  type MultipleView,
  multipleView,
  onlyWager,
  paidAt,
  type StoredWager,
  spotNumber,
  storedWagers,
} from './shared.js';

/**
 * Dice: a roll of 0.00-99.99 (an integer 0-9999 drawn uniformly, shown in hundredths). `under-<t>` wins when the
 * roll is below t/100, `over-<t>` when it is above. The win chance runs from 0.01 % (1 winning roll of 10,000) to
 * 98 % (9,800 rolls): under-1 .. under-9800 and over-199 .. over-9998. The multiple is 99 / chance% exactly
 * (9900 / winning rolls), so every spot returns 99 %.
 */
export interface DiceState {
  wagers: StoredWager[];
  /** 0-9999: the roll in hundredths (4950 is 49.50). */
  roll: number;
}

/** Dice is instant: the view is the finished round. */
export interface DiceView {
  spot: string;
  /** The roll in hundredths, 0-9999 (shown as 0.00-99.99). */
  roll: number;
  /** Whether the roll is under or over the target, and the target in hundredths. */
  direction: 'under' | 'over';
  target: number;
  /** The multiple the spot pays when it wins. */
  multiple: MultipleView;
  outcome: 'win' | 'lose';
}

const ROLLS = 10_000;
const MOST_WINNING_ROLLS = 9_800;

interface DiceSpot {
  direction: 'under' | 'over';
  target: number;
}

function diceSpotOf(spot: string): DiceSpot | null {
  const under = spotNumber(spot, 'under-');
  if (under !== null) return { direction: 'under', target: under };
  const over = spotNumber(spot, 'over-');
  return over === null ? null : { direction: 'over', target: over };
}

/** How many of the 10,000 rolls win: under-t wins on 0..t-1, over-t on t+1..9999. */
export const winningRolls = ({ direction, target }: DiceSpot): number =>
  direction === 'under' ? target : ROLLS - 1 - target;

export const diceMultiple = (spot: DiceSpot): Fraction => fraction(9900, winningRolls(spot));

const wins = ({ direction, target }: DiceSpot, roll: number): boolean =>
  direction === 'under' ? roll < target : roll > target;

export const dice: HouseGame<DiceState> = {
  id: 'dice',
  kind: 'AC',
  rules(): GameRules {
    const returnOfSpot = (spot: DiceSpot): Fraction =>
      fraction(BigInt(winningRolls(spot)) * diceMultiple(spot).num, BigInt(ROLLS) * diceMultiple(spot).den);
    return {
      returnToPlayer: returnOfSpot({ direction: 'under', target: 5000 }),
      method: { kind: 'exact' },
      maxWinMultiple: 9900,
      spots: [
        {
          spot: 'under-<t>',
          pays: '9900/t x (t = 1..9800)',
          returnToPlayer: returnOfSpot({ direction: 'under', target: 1 }),
        },
        {
          spot: 'over-<t>',
          pays: '9900/(9999-t) x (t = 199..9998)',
          returnToPlayer: returnOfSpot({ direction: 'over', target: 9998 }),
        },
      ],
    };
  },
  checkWagers(wagers: readonly Wager[]) {
    const spot = diceSpotOf(onlyWager(wagers, 'under-<t> or over-<t>').spot);
    if (spot === null) throw new HouseGameInputError('wagers', 'the spot is under-<t> or over-<t>');
    const count = winningRolls(spot);
    if (count < 1 || count > MOST_WINNING_ROLLS) {
      throw new HouseGameInputError('wagers', 'the win chance is between 0.01 % and 98 %');
    }
  },
  *deal(wagers): Sampler<DiceState> {
    return { wagers: storedWagers(wagers), roll: yield* integerBelow(ROLLS) };
  },
  actions: () => [],
  act() {
    throw new HouseGameInputError('action', 'dice takes no action');
  },
  view(state): DiceView {
    const wager = state.wagers[0]!;
    const spot = diceSpotOf(wager.spot)!;
    return {
      spot: wager.spot,
      roll: state.roll,
      ...spot,
      multiple: multipleView(diceMultiple(spot)),
      outcome: wins(spot, state.roll) ? 'win' : 'lose',
    };
  },
  payout: (state) =>
    state.wagers.reduce((sum, wager) => {
      const spot = diceSpotOf(wager.spot)!;
      return sum + (wins(spot, state.roll) ? paidAt([wager], diceMultiple(spot)) : 0n);
    }, 0n),
};
