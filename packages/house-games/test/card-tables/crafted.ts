import { runSampler } from '@portal/lottery';
import type { Card } from '../../src/cards.js';
import type { HouseGame, Wager } from '../../src/game.js';

/**
 * A stream under which `dealFrom(shoe, ...)` deals `wanted` first: each number is the wanted card's index among
 * the cards left (below every rejection limit, so taken as is); after them it deals the first card left.
 */
export function streamDealing(shoe: readonly Card[], wanted: readonly Card[]): () => number {
  const left = [...shoe];
  const indices = wanted.map((card) => {
    const index = left.indexOf(card);
    if (index < 0) throw new Error(`card ${card} is not left in the shoe`);
    left.splice(index, 1);
    return index;
  });
  let next = 0;
  return () => indices[next++] ?? 0;
}

/** Deals a round whose first cards are `wanted`. */
export function dealWith<S>(game: HouseGame<S>, wagers: readonly Wager[], shoe: readonly Card[], wanted: Card[]): S {
  game.checkWagers(wagers);
  return runSampler(game.deal(wagers), streamDealing(shoe, wanted));
}

/** Cards from labels ('As Kd 7c'), as cards.ts numbers them. */
export function cards(labels: string): Card[] {
  return labels.split(' ').map((label) => {
    const rank = '23456789TJQKA'.indexOf(label[0]!);
    const suit = 'cdhs'.indexOf(label[1]!);
    if (rank < 0 || suit < 0) throw new Error(`bad card ${label}`);
    return suit * 13 + rank;
  });
}

/** Plays rounds with a strategy and returns the mean net per unit of the first wager and its standard deviation. */
export function simulate<S>(
  game: HouseGame<S>,
  spot: string,
  strategy: (state: S) => string,
  next: () => number,
  rounds: number,
): { meanNet: number; sd: number; halfWidth95: number } {
  let sum = 0;
  let squares = 0;
  for (let round = 0; round < rounds; round++) {
    let state = runSampler(game.deal([{ spot, amount: 1000n }]), next);
    let staked = 1000n;
    while (game.actions(state).length > 0) {
      const acted = game.act(state, strategy(state));
      state = acted.state;
      staked += acted.extraStake;
    }
    const net = Number(game.payout(state) - staked) / 1000;
    sum += net;
    squares += net * net;
  }
  const meanNet = sum / rounds;
  const sd = Math.sqrt(squares / rounds - meanNet * meanNet);
  return { meanNet, sd, halfWidth95: (1.96 * sd) / Math.sqrt(rounds) };
}
