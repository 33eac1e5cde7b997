import { sfc32 } from '@portal/lottery';
import type { SlotModel } from '../model.js';
import { playRound } from './round.js';

/** The seed the published figures were simulated with (scripts/slot-figures.ts): the same seed gives them again. */
export const publishedSeed = 20261128;

/** A seeded generator of [0, 1) (sfc32, no warm-up): a simulation run again gives the same figures. */
export function seededRandom(seed: number): () => number {
  const next = sfc32(seed, 0);
  return () => next() / 4294967296;
}

/** A simulation's running sums: rounds added one at a time, in order, so a run in parts sums as one run does. */
export class Tally {
  rounds = 0;
  private sum = 0;
  private squares = 0;
  private hits = 0;

  add(pay: number): void {
    this.rounds++;
    this.sum += pay;
    this.squares += pay * pay;
    if (pay > 0) this.hits++;
  }

  /** Mean pay of a round, in total bets: the return. */
  get mean(): number {
    return this.sum / this.rounds;
  }

  /** Half-width of the mean's 95 % confidence interval (1.96 standard errors). */
  get halfWidth(): number {
    const variance = Math.max(0, this.squares / this.rounds - this.mean * this.mean);
    return 1.96 * Math.sqrt(variance / this.rounds);
  }

  /** Share of rounds that paid anything. */
  get hitRate(): number {
    return this.hits / this.rounds;
  }
}

/**
 * Plays `rounds` rounds of a model on a seeded generator, uniform stops as the fair stream gives them, into `tally`:
 * the published return of a model with features, where no count of every outcome is practical (free spins within
 * free spins, tumbles, respins).
 */
export function simulate(model: SlotModel, rounds: number, random: () => number, tally = new Tally()): Tally {
  for (let round = 0; round < rounds; round++) {
    const play = playRound(model);
    let request = play.next();
    while (!request.done) request = play.next(Math.floor(random() * request.value));
    tally.add(request.value.multiple);
  }
  return tally;
}
