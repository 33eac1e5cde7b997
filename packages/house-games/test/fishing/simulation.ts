import { fractionToNumber, integerBelow, runSampler, type Sampler } from '@portal/lottery';
import { type FishingKind, fishingKinds } from '../../src/fishing/kinds.js';
import { decideShot, shotOutcomes } from '../../src/fishing/shot.js';
import { seededStream } from '../play.js';

/** What a run of shots returned, per staked, and how often each fish was shot at and caught. */
export interface ShotRun {
  mean: number;
  shots: Map<string, number>;
  catches: Map<string, number>;
}

/** The fish a player aims at, picked as the client spawns them: in proportion to spawnWeight (test-only draw). */
function* aimed(kind: FishingKind): Sampler<number> {
  const total = kind.species.reduce((sum, species) => sum + species.spawnWeight, 0);
  let below = yield* integerBelow(total);
  for (const [index, species] of kind.species.entries()) {
    if (below < species.spawnWeight) return index;
    below -= species.spawnWeight;
  }
  throw new RangeError('aimed: beyond the spawn weights');
}

/** `count` seeded shots at one stake over the kind's fish, each aimed by spawn weight then decided. */
export function simulateShots(kind: FishingKind, count: number, seed: number): ShotRun {
  const next = seededStream(seed);
  const shots = new Map(kind.species.map((species) => [species.id, 0]));
  const catches = new Map(shots);
  let paid = 0;
  for (let shot = 0; shot < count; shot++) {
    const species = kind.species[runSampler(aimed(kind), next)]!;
    const { caught, multiplier } = runSampler(decideShot(species, kind.rtp), next);
    shots.set(species.id, shots.get(species.id)! + 1);
    if (caught) catches.set(species.id, catches.get(species.id)! + 1);
    paid += multiplier;
  }
  return { mean: paid / count, shots, catches };
}

/**
 * The exact standard deviation of one shot's return under spawn-weighted aiming: sqrt(E[X^2] - RTP^2), E[X^2]
 * summed over the kind's fish and each fish's shot outcomes. A run's mean is within 4 of its standard errors
 * (this over sqrt(shots)) of the RTP.
 */
export function shotDeviation(kind: FishingKind): number {
  const total = kind.species.reduce((sum, species) => sum + species.spawnWeight, 0);
  let squares = 0;
  for (const species of kind.species) {
    const outcomes = shotOutcomes(species, kind.rtp);
    const ways = outcomes.reduce((sum, [, count]) => sum + count, 0n);
    for (const [shot, count] of outcomes) {
      squares += (species.spawnWeight / total) * (Number(count) / Number(ways)) * shot.multiplier ** 2;
    }
  }
  return Math.sqrt(squares - fractionToNumber(kind.rtp) ** 2);
}

export const kindById = (id: string): FishingKind => fishingKinds.find((kind) => kind.id === id)!;
