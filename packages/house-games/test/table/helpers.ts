import { type Fraction, fractionToNumber, runSampler } from '@portal/lottery';
import { expect } from 'vitest';
import type { Card } from '../../src/cards.js';
import { type HouseGame, HouseGameInputError, type Wager } from '../../src/game.js';
import type { InstantState, SettledWager } from '../../src/table/instant.js';
import { seededStream } from '../play.js';

/** A stream handing out the given integers, then zeros: integerBelow(n) returns u itself for any u below n. */
export function fixedStream(values: readonly number[]): () => number {
  let next = 0;
  return () => values[next++] ?? 0;
}

/** The integers dealFrom needs to deal `cards` first off `shoe`: each is the card's place among those left. */
export function dealingStream(shoe: readonly Card[], cards: readonly Card[]): () => number {
  const left = [...shoe];
  const places = cards.map((card) => {
    const place = left.indexOf(card);
    if (place < 0) throw new Error(`card ${card} is not left in the shoe`);
    left.splice(place, 1);
    return place;
  });
  return fixedStream(places);
}

/** Deals a round from a crafted stream, after checking the wagers as the server does. */
export function dealWith<O>(game: HouseGame<InstantState<O>>, wagers: readonly Wager[], next: () => number) {
  game.checkWagers(wagers);
  return runSampler(game.deal(wagers), next);
}

export const settledWagers = (game: HouseGame, state: unknown): SettledWager[] =>
  (game.view(state) as { wagers: SettledWager[] }).wagers;

/** What each spot returned for 100 staked in the state, by spot. */
export function paidBySpot(game: HouseGame, state: unknown): Record<string, number> {
  return Object.fromEntries(settledWagers(game, state).map((wager) => [wager.spot, Number(wager.paid)]));
}

/**
 * Plays `rounds` seeded rounds with one wager of 100 on each spot, and checks each spot's mean return per unit
 * against its exact figure: within 4 standard errors of the sample (a seeded run, so it cannot flake, but a
 * wrong pay or a biased draw shows). The round's payout must also be the sum of its wagers' returns.
 */
export function expectSimulatedReturns(
  game: HouseGame,
  exact: Record<string, Fraction>,
  rounds: number,
  seed: number,
): void {
  const spots = Object.keys(exact);
  const wagers = spots.map((spot) => ({ spot, amount: 100n }));
  const sums = new Map(spots.map((spot) => [spot, { total: 0, squares: 0 }]));
  const next = seededStream(seed);
  game.checkWagers(wagers);
  let payoutMismatches = 0;
  for (let round = 0; round < rounds; round++) {
    const state = runSampler(game.deal(wagers), next);
    const settled = settledWagers(game, state);
    if (game.payout(state) !== settled.reduce((sum, wager) => sum + BigInt(wager.paid), 0n)) payoutMismatches++;
    for (const wager of settled) {
      const returned = Number(wager.paid) / 100;
      const sum = sums.get(wager.spot)!;
      sum.total += returned;
      sum.squares += returned * returned;
    }
  }
  expect(payoutMismatches).toBe(0);
  for (const spot of spots) {
    const { total, squares } = sums.get(spot)!;
    const mean = total / rounds;
    const standardError = Math.sqrt((squares / rounds - mean * mean) / rounds);
    const expected = fractionToNumber(exact[spot]!);
    expect(Math.abs(mean - expected), `${spot}: ${mean} against ${expected}`).toBeLessThan(4 * standardError + 1e-12);
  }
}

/** The spot's exact return from the rules page. */
export function ruleReturn(game: HouseGame, spot: string): Fraction {
  const rule = game.rules().spots.find((candidate) => candidate.spot === spot);
  if (!rule) throw new Error(`no rule for ${spot}`);
  return rule.returnToPlayer;
}

/** Expects the wagers refused as a wagers error. */
export function expectRefused(game: HouseGame, wagers: readonly Wager[]): void {
  let error: unknown;
  try {
    game.checkWagers(wagers);
  } catch (caught) {
    error = caught;
  }
  expect(error, JSON.stringify(wagers.map((wager) => wager.spot))).toBeInstanceOf(HouseGameInputError);
  expect((error as HouseGameInputError).field).toBe('wagers');
}

export const one = (spot: string, amount = 100n): Wager[] => [{ spot, amount }];
