import { type Fraction, fraction, fractionMul, type Sampler } from '@portal/lottery';
import { type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import { crashPoint, HIGHEST_POINT } from './crash-point.js';
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
 * Limbo, crash, jet and balloon: one maths under four themes. The round's point M is drawn up front
 * (crash-point.ts, P(M >= x) = 0.99 / x); the wager's spot carries the target in hundredths (limbo's
 * 'target-250', the others' automatic cash-out 'cashout-250' = 2.50x) and wins target x stake when M >= target.
 * There is no action: the client animates the climb to M (the plane, the jet, the balloon's pumping) and the
 * automatic cash-out, but the result is settled at the deal.
 */
export interface MultiplierState {
  wagers: StoredWager[];
  /** The crash point (limbo's result, the balloon's pop) in hundredths, 100 (1.00x) to 100,000,000. */
  point: number;
}

/** The view of a finished round (the game is instant, so there is no open view). */
export interface MultiplierView {
  spot: string;
  /** The player's target or automatic cash-out, hundredths. */
  target: number;
  /** Where the multiplier stopped (crashed, popped), hundredths. */
  point: number;
  /** The multiple the target pays (target / 100). */
  multiple: MultipleView;
  outcome: 'win' | 'lose';
}

const LOWEST_TARGET = 101;

/** P(M >= t / 100) for a target t in hundredths, as the mapping of crash-point.ts makes it. */
export const chanceOfReaching = (target: number): Fraction => fraction(99, target);

const multipleOf = (target: number): Fraction => fraction(target, 100);

function multiplierGame(id: string, prefix: 'target-' | 'cashout-'): HouseGame<MultiplierState> {
  const pattern = `${prefix}<hundredths>`;
  const targetOf = (wager: StoredWager): number => spotNumber(wager.spot, prefix)!;
  return {
    id,
    kind: 'AC',
    rules(): GameRules {
      const returnAt = (target: number) => fractionMul(multipleOf(target), chanceOfReaching(target));
      return {
        returnToPlayer: returnAt(200),
        method: { kind: 'exact' },
        maxWinMultiple: HIGHEST_POINT / 100,
        spots: [
          {
            spot: pattern,
            pays: `hundredths/100 x when the point reaches it (${LOWEST_TARGET}..${HIGHEST_POINT})`,
            returnToPlayer: returnAt(HIGHEST_POINT),
          },
        ],
      };
    },
    checkWagers(wagers: readonly Wager[]) {
      const target = spotNumber(onlyWager(wagers, pattern).spot, prefix);
      if (target === null) throw new HouseGameInputError('wagers', `the spot is ${pattern}`);
      if (target < LOWEST_TARGET || target > HIGHEST_POINT) {
        throw new HouseGameInputError('wagers', 'the target is between 1.01x and 1,000,000x');
      }
    },
    *deal(wagers): Sampler<MultiplierState> {
      return { wagers: storedWagers(wagers), point: yield* crashPoint() };
    },
    actions: () => [],
    act() {
      throw new HouseGameInputError('action', `${id} takes no action`);
    },
    view(state): MultiplierView {
      const wager = state.wagers[0]!;
      const target = targetOf(wager);
      return {
        spot: wager.spot,
        target,
        point: state.point,
        multiple: multipleView(multipleOf(target)),
        outcome: state.point >= target ? 'win' : 'lose',
      };
    },
    payout: (state) =>
      state.wagers.reduce(
        (sum, wager) => sum + (state.point >= targetOf(wager) ? paidAt([wager], multipleOf(targetOf(wager))) : 0n),
        0n,
      ),
  };
}

export const limbo = multiplierGame('limbo', 'target-');
export const crash = multiplierGame('crash', 'cashout-');
export const jet = multiplierGame('jet', 'cashout-');
export const balloon = multiplierGame('balloon', 'cashout-');
