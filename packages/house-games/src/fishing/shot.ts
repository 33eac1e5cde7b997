import { type Fraction, fraction, fractionDiv, integerBelow, type Sampler } from '@portal/lottery';
import { exactReturn } from '../table/instant.js';
import { DRAW_LIMIT, drawMultiplier, expectedMultiplier, type FishSpecies } from './species.js';

/**
 * One shot of a fishing game, decided by the server from the provably fair stream and re-run by the client to
 * verify it. The shot names the fish it hit on screen; the client only draws, the server decides.
 *
 * The chance of a catch is p = RTP / E[M] (species.ts), reduced to num/den with den < 2^31. The draws, in order:
 *   1. c = integerBelow(den): one stream integer u, taken as u mod den, and redrawn only while u is at or above
 *      the largest multiple of den that fits in 2^32 (so no c is favoured). The fish is caught when c < num.
 *   2. Only when a boss, bomb or chain fish was caught: w = integerBelow(the table's total weight), the same way;
 *      the multiplier is the table entry w falls in, reading the entries' cumulative weights in the table's order.
 * A miss, or a caught normal fish, draws nothing more.
 */
export interface Shot {
  caught: boolean;
  /** The pay in stakes: the fish's multiplier on a catch, 0 on a miss. */
  multiplier: number;
}

const MISS: Shot = { caught: false, multiplier: 0 };

/** The exact chance that a shot at the fish catches it: RTP / E[M], with a denominator below 2^31. */
export function catchChance(species: FishSpecies, rtp: Fraction): Fraction {
  const chance = fractionDiv(rtp, expectedMultiplier(species));
  if (chance.num <= 0n || chance.num > chance.den) {
    throw new RangeError(`fishing: ${species.id} has no catch chance in (0, 1] at this RTP`);
  }
  // Kept below 2^31 by the tables' construction (RTP in basis points, small weight totals): one integerBelow.
  if (chance.den >= BigInt(DRAW_LIMIT)) {
    throw new RangeError(`fishing: ${species.id}'s catch chance has a denominator of 2^31 or more`);
  }
  return chance;
}

/** Decides one shot at the fish: the catch, then on a catch of a table fish its multiplier (see the order above). */
export function* decideShot(species: FishSpecies, rtp: Fraction): Sampler<Shot> {
  const chance = catchChance(species, rtp);
  const drawn = yield* integerBelow(Number(chance.den));
  if (BigInt(drawn) >= chance.num) return MISS;
  if (species.table === undefined) return { caught: true, multiplier: species.multiplier! };
  return { caught: true, multiplier: yield* drawMultiplier(species.table) };
}

/**
 * Every outcome of a shot with its count of equally likely draws: a miss takes den - num of the catch draw's
 * values, a catch num of them (times each table entry's weight for a table fish, the second draw's values).
 */
export function shotOutcomes(species: FishSpecies, rtp: Fraction): [Shot, bigint][] {
  const { num, den } = catchChance(species, rtp);
  const { table } = species;
  if (table === undefined)
    return [
      [MISS, den - num],
      [{ caught: true, multiplier: species.multiplier! }, num],
    ];
  const total = BigInt(table.reduce((sum, [, weight]) => sum + weight, 0));
  return [
    [MISS, (den - num) * total],
    ...table.map(([multiplier, weight]): [Shot, bigint] => [{ caught: true, multiplier }, num * BigInt(weight)]),
  ];
}

/**
 * The exact expected return of one shot, per staked, counted over the draw's own outcomes (not from the formula
 * that set the chance), so it shows that the draw pays the game's RTP at every fish.
 */
export const shotReturn = (species: FishSpecies, rtp: Fraction): Fraction =>
  exactReturn(shotOutcomes(species, rtp), (shot) => fraction(shot.multiplier));

/** What a shot pays back in minor units: stake x multiplier on a catch (whole multipliers, nothing to round). */
export const shotPayout = (stake: bigint, shot: Shot): bigint => (shot.caught ? stake * BigInt(shot.multiplier) : 0n);
