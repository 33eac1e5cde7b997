import { fraction, runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { FISH } from '../../src/fishing/fish.js';
import { fishingKinds } from '../../src/fishing/kinds.js';
import { catchChance, decideShot, shotOutcomes, shotPayout, shotReturn } from '../../src/fishing/shot.js';
import {
  DRAW_LIMIT,
  expectedMultiplier,
  type FishSpecies,
  multiplierAt,
  speciesProblem,
} from '../../src/fishing/species.js';

/** A stream handing out exactly the given integers, counting what it handed: a shot may draw no more. */
function forcedStream(values: readonly number[]) {
  const stream = {
    taken: 0,
    next: () => {
      if (stream.taken >= values.length) throw new Error(`the shot drew more than ${values.length} integers`);
      return values[stream.taken++]!;
    },
  };
  return stream;
}

const shoot = (species: FishSpecies, values: readonly number[]) => {
  const stream = forcedStream(values);
  const rtp = fraction(96, 100);
  return { shot: runSampler(decideShot(species, rtp), stream.next), taken: stream.taken };
};

const everySpecies = fishingKinds.flatMap((kind) => kind.species.map((species) => ({ kind, species })));

describe('a shot returns the RTP', () => {
  it.each(everySpecies.map(({ kind, species }) => [kind.id, species.id, kind, species] as const))(
    '%s: %s',
    (_, __, kind, species) => {
      expect(shotReturn(species, kind.rtp)).toEqual(kind.rtp);
      const chance = catchChance(species, kind.rtp);
      expect(chance.den < BigInt(DRAW_LIMIT)).toBe(true);
      expect(chance.num > 0n && chance.num < chance.den).toBe(true);
      // The outcomes' ways are exactly the draws' values: den for the catch, times the table's total for a table fish.
      const ways = shotOutcomes(species, kind.rtp).reduce((sum, [, count]) => sum + count, 0n);
      const tableTotal = (species.table ?? [[0, 1]]).reduce((sum, [, weight]) => sum + weight, 0);
      expect(ways).toBe(chance.den * BigInt(tableTotal));
    },
  );

  it('is worked out exactly at any RTP in basis points, e.g. 95.37 % on the golden dragon', () => {
    const rtp = fraction(9537, 10_000);
    expect(shotReturn(FISH['golden-dragon'], rtp)).toEqual(rtp);
    // E[M] = 19850 / 100: p = 9537 x 100 / (10000 x 19850), reduced.
    expect(expectedMultiplier(FISH['golden-dragon'])).toEqual(fraction(397, 2));
    expect(catchChance(FISH['golden-dragon'], rtp)).toEqual(fraction(9537 * 100, 10_000 * 19_850));
  });

  it('refuses a chance above 1 and a malformed fish', () => {
    expect(() => catchChance(FISH.clownfish, fraction(3))).toThrow(RangeError);
    const broken: FishSpecies = { ...FISH['shark-king'], table: [[100, 0]] };
    expect(speciesProblem(broken)).not.toBeNull();
    expect(() => expectedMultiplier(broken)).toThrow(RangeError);
    expect(speciesProblem({ ...FISH.clownfish, multiplier: 2.5 })).not.toBeNull();
    expect(speciesProblem({ ...FISH.clownfish, table: [[2, 1]] })).not.toBeNull();
    expect(speciesProblem({ ...FISH['bomb-crab'], multiplier: 35 })).not.toBeNull();
  });
});

describe('decideShot', () => {
  it('catches a normal fish on num - 1 and misses on num, drawing one integer', () => {
    const { num, den } = catchChance(FISH.lionfish, fraction(96, 100));
    // 0.96 / 8 = 3/25.
    expect([num, den]).toEqual([3n, 25n]);
    expect(shoot(FISH.lionfish, [0])).toEqual({ shot: { caught: true, multiplier: 8 }, taken: 1 });
    expect(shoot(FISH.lionfish, [2])).toEqual({ shot: { caught: true, multiplier: 8 }, taken: 1 });
    expect(shoot(FISH.lionfish, [3])).toEqual({ shot: { caught: false, multiplier: 0 }, taken: 1 });
    expect(shoot(FISH.lionfish, [24])).toEqual({ shot: { caught: false, multiplier: 0 }, taken: 1 });
    // integerBelow takes u mod den: 25 + 2 catches, 25 + 3 misses.
    expect(shoot(FISH.lionfish, [27]).shot.caught).toBe(true);
    expect(shoot(FISH.lionfish, [28]).shot.caught).toBe(false);
  });

  it('redraws a stream integer at or above the largest multiple of den below 2^32', () => {
    const { den } = catchChance(FISH.lionfish, fraction(96, 100));
    const limit = 2 ** 32 - (2 ** 32 % Number(den));
    expect(shoot(FISH.lionfish, [limit, 0])).toEqual({ shot: { caught: true, multiplier: 8 }, taken: 2 });
    expect(shoot(FISH.lionfish, [limit - 1]).taken).toBe(1);
  });

  it('draws a caught boss its multiplier by weight, after the catch; a miss draws nothing more', () => {
    const boss = FISH['shark-king'];
    const { num } = catchChance(boss, fraction(96, 100));
    // Weights 40, 25, 20, 10, 5: cumulative boundaries 0, 40, 65, 85, 95, 100.
    const expected: [number, number][] = [
      [0, 100],
      [39, 100],
      [40, 150],
      [64, 150],
      [65, 200],
      [84, 200],
      [85, 300],
      [94, 300],
      [95, 500],
      [99, 500],
    ];
    for (const [draw, multiplier] of expected) {
      expect(shoot(boss, [Number(num) - 1, draw])).toEqual({ shot: { caught: true, multiplier }, taken: 2 });
    }
    expect(shoot(boss, [Number(num), 0])).toEqual({ shot: { caught: false, multiplier: 0 }, taken: 1 });
  });

  it('reads every table by its weights: each multiplier takes exactly its weight of the draws', () => {
    for (const species of Object.values(FISH)) {
      if (species.table === undefined) continue;
      const total = species.table.reduce((sum, [, weight]) => sum + weight, 0);
      const counts = new Map<number, number>();
      for (let draw = 0; draw < total; draw++) {
        const multiplier = multiplierAt(species.table, draw);
        counts.set(multiplier, (counts.get(multiplier) ?? 0) + 1);
      }
      expect([...counts], species.id).toEqual(species.table.map(([multiplier, weight]) => [multiplier, weight]));
      expect(() => multiplierAt(species.table!, total)).toThrow(RangeError);
    }
  });

  it('pays stake x multiplier on a catch, nothing on a miss', () => {
    expect(shotPayout(50n, { caught: true, multiplier: 300 })).toBe(15_000n);
    expect(shotPayout(50n, { caught: false, multiplier: 0 })).toBe(0n);
  });
});
