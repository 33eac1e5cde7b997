import { expect } from 'vitest';
import type { HouseGame, Wager } from '../../src/game.js';
import { HouseGameInputError } from '../../src/game.js';
import { playRound, seededStream } from '../play.js';

/**
 * Plays `rounds` seeded rounds and checks that the mean return per stake lies within 4 standard errors (the
 * sample's own standard deviation) of `expected`: a false alarm about once in 16,000 runs, and the seed is fixed.
 */
export function expectSimulatedReturn<S>(
  game: HouseGame<S>,
  wager: Wager,
  expected: number,
  rounds: number,
  seed: number,
  choose?: (state: S, actions: string[]) => string,
): void {
  const next = seededStream(seed);
  let sum = 0;
  let sumOfSquares = 0;
  for (let round = 0; round < rounds; round++) {
    const { staked, paid } = playRound(game, [wager], next, choose);
    const ratio = Number(paid) / Number(staked);
    sum += ratio;
    sumOfSquares += ratio * ratio;
  }
  const mean = sum / rounds;
  const deviation = Math.sqrt(Math.max(sumOfSquares / rounds - mean * mean, 0));
  const tolerance = (4 * deviation) / Math.sqrt(rounds);
  expect(Math.abs(mean - expected), `mean ${mean} vs ${expected} (tolerance ${tolerance})`).toBeLessThanOrEqual(
    tolerance,
  );
}

/** The input error a call throws, to check its field. */
export function inputErrorOf(call: () => unknown): HouseGameInputError {
  try {
    call();
  } catch (error) {
    if (error instanceof HouseGameInputError) return error;
    throw error;
  }
  throw new Error('expected a HouseGameInputError');
}

/** Refuses each spot in `spots` with the wagers field. */
export function expectRefusedSpots(game: HouseGame, spots: readonly string[]): void {
  for (const spot of spots) {
    expect(inputErrorOf(() => game.checkWagers([{ spot, amount: 100n }])).field, spot).toBe('wagers');
  }
}
