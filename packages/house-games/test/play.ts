import { runSampler } from '@portal/lottery';
import type { HouseGame, Wager } from '../src/game.js';

/** A seeded stream of unsigned 32-bit integers (mulberry32): tests replay rounds without the HMAC stream. */
export function seededStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Plays one round: deals from the stream, then takes `choose`'s action until the game offers none. */
export function playRound<S>(
  game: HouseGame<S>,
  wagers: readonly Wager[],
  next: () => number,
  choose: (state: S, actions: string[]) => string = (_, actions) => actions[0]!,
): { state: S; staked: bigint; paid: bigint } {
  game.checkWagers(wagers);
  let state = runSampler(game.deal(wagers), next);
  let staked = wagers.reduce((sum, wager) => sum + wager.amount, 0n);
  for (let actions = game.actions(state); actions.length > 0; actions = game.actions(state)) {
    const acted = game.act(state, choose(state, actions));
    state = acted.state;
    staked += acted.extraStake;
  }
  return { state, staked, paid: game.payout(state) };
}
