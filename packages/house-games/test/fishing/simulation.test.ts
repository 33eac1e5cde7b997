import { fractionToNumber } from '@portal/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { catchChance } from '../../src/fishing/shot.js';
import { kindById, type ShotRun, shotDeviation, simulateShots } from './simulation.js';

const SHOTS = 200_000;

describe('a seeded run of shots', () => {
  // Ocean king fields every kind of fish (normal, bomb, chain, boss).
  const kind = kindById('ocean-king');
  let run: ShotRun;
  beforeAll(() => {
    run = simulateShots(kind, SHOTS, 2024);
  });

  it(`returns the RTP over ${SHOTS} spawn-aimed shots, within 4 exact standard errors (about 2.4 points)`, () => {
    const tolerance = (4 * shotDeviation(kind)) / Math.sqrt(SHOTS);
    expect(tolerance).toBeLessThan(0.025);
    expect(Math.abs(run.mean - fractionToNumber(kind.rtp)), `${run.mean}`).toBeLessThan(tolerance);
  });

  it('catches each fish as often as its chance says, within 4 binomial standard deviations', () => {
    for (const species of kind.species) {
      const shots = run.shots.get(species.id)!;
      const chance = fractionToNumber(catchChance(species, kind.rtp));
      const deviation = Math.sqrt(shots * chance * (1 - chance));
      expect(Math.abs(run.catches.get(species.id)! - shots * chance), species.id).toBeLessThan(4 * deviation + 1);
    }
  });
});
