import { runSampler } from '@portal/lottery';
import { paiGow } from '../../src/table/pai-gow.js';
import { seededStream } from '../play.js';

/** Plays seeded rounds of 100 on the hand: the mean return per unit and the half-width of its 95 % interval. */
export function simulatePaiGow(rounds: number, seed: number): { mean: number; ci95: number } {
  const wagers = [{ spot: 'hand', amount: 100n }];
  const next = seededStream(seed);
  let total = 0;
  let squares = 0;
  for (let round = 0; round < rounds; round++) {
    const returned = Number(paiGow.payout(runSampler(paiGow.deal(wagers), next))) / 100;
    total += returned;
    squares += returned * returned;
  }
  const mean = total / rounds;
  return { mean, ci95: 1.96 * Math.sqrt((squares / rounds - mean * mean) / rounds) };
}
