import { fraction, integerBelow, type Sampler } from '@portal/lottery';
import { type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import { returnOf } from '../money.js';

/** Heads or tails at 1.96x: a fair coin, 2 % house edge. The simplest house game, and the pattern for the rest. */
interface CoinFlipState {
  wagers: { spot: 'heads' | 'tails'; amount: string }[];
  coin: 'heads' | 'tails';
}

const multiple = fraction(196, 100);

export const coinFlip: HouseGame<CoinFlipState> = {
  id: 'coin-flip',
  kind: 'AC',
  rules(): GameRules {
    const returnToPlayer = fraction(98, 100);
    return {
      returnToPlayer,
      method: { kind: 'exact' },
      maxWinMultiple: 1.96,
      spots: ['heads', 'tails'].map((spot) => ({ spot, pays: '1.96x', returnToPlayer })),
    };
  },
  checkWagers(wagers: readonly Wager[]) {
    if (wagers.length !== 1) throw new HouseGameInputError('wagers', 'one wager: heads or tails');
    if (wagers[0]!.spot !== 'heads' && wagers[0]!.spot !== 'tails') {
      throw new HouseGameInputError('wagers', 'the spot is heads or tails');
    }
  },
  *deal(wagers): Sampler<CoinFlipState> {
    const side = yield* integerBelow(2);
    return {
      wagers: wagers.map((wager) => ({ spot: wager.spot as 'heads' | 'tails', amount: String(wager.amount) })),
      coin: side === 0 ? 'heads' : 'tails',
    };
  },
  actions: () => [],
  act() {
    throw new HouseGameInputError('action', 'a coin flip takes no action');
  },
  view: (state) => state,
  payout: (state) =>
    state.wagers.reduce(
      (sum, wager) => sum + (wager.spot === state.coin ? returnOf(BigInt(wager.amount), multiple) : 0n),
      0n,
    ),
};
