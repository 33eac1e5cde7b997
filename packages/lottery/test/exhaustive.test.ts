// Each option's exact rate against a full enumeration of the draws (or an exactly balanced part of them): the
// strongest check that the probabilities, the bet counts and the win functions agree.
import { describe, expect, it } from 'vitest';
import { fraction } from '../src/fraction.js';
import { maxHits, playById, playsOf, settleLine } from '../src/index.js';
import { allEndingsAppear } from '../src/plays/vn.js';
import type { DrawContext, PlayDefinition } from '../src/types.js';
import { contextOf } from './support/context.js';
import { expectationsOf } from './support/expectation.js';
import { sfc32 } from './support/random.js';
import { everyOption, randomSelection } from './support/selections.js';
import { balancedRaces, ballSets, digitTuples, orderedDraws } from './support/spaces.js';

interface Space {
  name: string;
  context: DrawContext;
  results: string[][];
  plays: PlayDefinition[];
  /** Whether the space is every possible draw, so that the most a selection hits is also reached. */
  complete: boolean;
}

const lhcSpecials = (): string[][] =>
  Array.from({ length: 49 }, (_, i) => {
    const special = String(i + 1).padStart(2, '0');
    const regular = ['01', '02', '03', '04', '05', '06', '07'].filter((ball) => ball !== special).slice(0, 6);
    return [...regular, special];
  });
const lhcSpecialPlays = ['LHC_SPECIAL_NUMBER', 'LHC_SPECIAL_BSOE', 'LHC_SPECIAL_ZODIAC', 'LHC_COLOR_WAVE'].map(
  (id) => playById(id)!,
);

const spaces: Space[] = [
  { name: 'SSC: all 10^5 draws', context: contextOf('SSC'), results: digitTuples(5), complete: true },
  { name: '11X5: all 55 440 ordered draws', context: contextOf('11X5'), results: orderedDraws(11, 5), complete: true },
  {
    name: 'PK10: 720 races balanced on every 3 positions',
    context: contextOf('PK10'),
    results: balancedRaces(),
    complete: false,
  },
].map((space) => ({ ...space, plays: playsOf(space.context) }));
spaces.push(
  ...['2025-01-28', '2025-01-29'].map((date) => ({
    name: `LHC special plays on ${date}: every special`,
    context: contextOf('LHC', null, date),
    results: lhcSpecials(),
    plays: lhcSpecialPlays,
    complete: true,
  })),
  {
    name: 'LF sums: all C(20, 8) sets',
    context: contextOf('LF'),
    results: ballSets(20, 8),
    plays: [playById('LF_SUM_BSOE')!],
    complete: true,
  },
);

describe.each(spaces)('$name', ({ context, results, plays, complete }) => {
  const source = sfc32(11);
  it.each(plays.map((play) => [play.id, play] as const))('%s wins exactly at its rates', (_id, play) => {
    // Two-sided plays pick every option, so every option's rate is checked; the others a random multi-pick line.
    const selection = play.prizeMode === 'ZY' ? everyOption(play) : randomSelection(play, source, 6);
    const totals = new Map<string, number>();
    let pushes = 0;
    let most = 0;
    for (const result of results) {
      const outcome = settleLine(play, selection, result, context);
      let hits = 0;
      for (const { option, count } of outcome.hits) {
        totals.set(option, (totals.get(option) ?? 0) + count);
        hits += count;
      }
      pushes += outcome.pushes;
      most = Math.max(most, hits);
    }
    const draws = BigInt(results.length);
    let expectedPushes = fraction(0);
    for (const { option, bets, rates } of expectationsOf(play, selection, context)) {
      // total hits = bets x hitRate x draws, compared as exact rationals.
      expect(fraction(totals.get(option) ?? 0), option).toEqual(
        fraction(BigInt(bets) * rates.hitRate.num * draws, rates.hitRate.den),
      );
      expectedPushes = fraction(
        expectedPushes.num * rates.pushRate.den + BigInt(bets) * rates.pushRate.num * draws * expectedPushes.den,
        expectedPushes.den * rates.pushRate.den,
      );
    }
    expect(fraction(pushes)).toEqual(expectedPushes);
    const bound = maxHits(play, selection, context);
    expect(most).toBeLessThanOrEqual(bound);
    if (complete && play.kind === 'SSC') expect(most).toBe(bound);
  });
});

describe('PK10 balanced races', () => {
  it('are 720 orders showing every ordered triple once on any three positions', () => {
    const races = balancedRaces();
    expect(races).toHaveLength(720);
    for (const positions of [
      [0, 1, 2],
      [0, 9, 4],
      [7, 3, 5],
    ]) {
      expect(new Set(races.map((race) => positions.map((p) => race[p]).join())).size).toBe(720);
    }
  });
});

describe('VN xiên rates', () => {
  /** The chance all n targets show among `results` endings, by a Markov chain on how many have shown. */
  const byMarkovChain = (n: number, results: number) => {
    let seen = [fraction(1), ...Array.from({ length: n }, () => fraction(0))];
    for (let r = 0; r < results; r++) {
      seen = seen.map((_, j) => {
        const stay = fraction(seen[j]!.num * BigInt(100 - (n - j)), seen[j]!.den * 100n);
        if (j === 0) return stay;
        const move = fraction(seen[j - 1]!.num * BigInt(n - j + 1), seen[j - 1]!.den * 100n);
        return fraction(stay.num * move.den + move.num * stay.den, stay.den * move.den);
      });
    }
    return seen[n]!;
  };

  it.each([
    [2, 27],
    [3, 27],
    [4, 27],
    [2, 18],
    [4, 18],
  ])('xiên %i over %i results agrees with a Markov chain', (n, results) => {
    expect(allEndingsAppear(n, results)).toEqual(byMarkovChain(n, results));
  });
});
