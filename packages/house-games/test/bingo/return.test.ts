import { type Fraction, fractionToNumber } from '@portal/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BingoView, bingo } from '../../src/bingo/bingo.js';
import {
  BINGO_RETURN,
  bestPatternOdds,
  bingoReturnOf,
  countBestByEverySet,
  oddsFromHits,
} from '../../src/bingo/exact-return.js';
import { PAY_TABLE } from '../../src/bingo/patterns.js';
import { playRound, seededStream } from '../play.js';

/**
 * Plays `rounds` four-card rounds: how often each pattern was a card's best (index = PAY_TABLE's, last = none),
 * and the per-round return's mean and standard error (cards of a round share the balls, so the round is the unit).
 */
function simulate(rounds: number, seed: number) {
  const next = seededStream(seed);
  const bestCounts = new Array<number>(PAY_TABLE.length + 1).fill(0);
  let sum = 0;
  let sumOfSquares = 0;
  for (let round = 0; round < rounds; round++) {
    const { state, paid } = playRound(bingo, [{ spot: 'cards-4', amount: 4n }], next);
    const view = bingo.view(state) as BingoView;
    for (const card of view.cards) {
      const index = PAY_TABLE.findIndex((entry) => entry.pattern === card.pattern);
      bestCounts[index === -1 ? PAY_TABLE.length : index]!++;
    }
    const returned = Number(paid) / 4;
    sum += returned;
    sumOfSquares += returned ** 2;
  }
  const mean = sum / rounds;
  return { bestCounts, mean, standardError: Math.sqrt((sumOfSquares / rounds - mean ** 2) / rounds) };
}

/** Chi-square of the cards' best patterns against the exact odds, bins expected under 5 times pooled. */
function chiSquare(bestCounts: number[], odds: Fraction[], cards: number): { statistic: number; bins: number } {
  const probabilities = odds.map(fractionToNumber);
  probabilities.push(1 - probabilities.reduce((sum, p) => sum + p, 0));
  let statistic = 0;
  let bins = 0;
  let pooledExpected = 0;
  let pooledObserved = 0;
  probabilities.forEach((probability, index) => {
    const expected = probability * cards;
    if (expected < 5) {
      pooledExpected += expected;
      pooledObserved += bestCounts[index]!;
      return;
    }
    statistic += (bestCounts[index]! - expected) ** 2 / expected;
    bins++;
  });
  if (pooledExpected > 0) {
    statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
    bins++;
  }
  return { statistic, bins };
}

// 99.9th percentiles of chi-square by degrees of freedom.
const chiSquare999 = [0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12];

describe('bingo return', () => {
  let odds: Fraction[] = [];
  beforeAll(() => {
    odds = bestPatternOdds();
  });

  it('recomputes the published return exactly by enumerating the marked sets (about 94.95 %)', () => {
    expect(bingoReturnOf(odds)).toEqual(BINGO_RETURN);
    expect(bingo.rules().returnToPlayer).toEqual(BINGO_RETURN);
    expect(fractionToNumber(BINGO_RETURN)).toBeCloseTo(0.94948, 5);
    // A line is the best of about one card in eight; some pattern of about one card in six.
    expect(fractionToNumber(odds[PAY_TABLE.length - 1]!)).toBeCloseTo(0.1242, 3);
  });

  it('agrees with a seeded simulation of the game: best-pattern frequencies and return', () => {
    const rounds = 4_000;
    const { bestCounts, mean, standardError } = simulate(rounds, 1975);
    const { statistic, bins } = chiSquare(bestCounts, odds, rounds * 4);
    expect(statistic).toBeLessThan(chiSquare999[bins - 1]!);
    expect(Math.abs(mean - fractionToNumber(BINGO_RETURN))).toBeLessThan(4 * standardError);
  }, 30_000);

  describe.skipIf(process.env.SOAK !== 'full')('full size (SOAK=full)', () => {
    it('counts the same odds over all 2^24 marked sets as by halves', () => {
      expect(oddsFromHits(countBestByEverySet())).toEqual(odds);
    }, 120_000);

    it('agrees with 500 000 simulated four-card rounds within their confidence interval', () => {
      const rounds = 500_000;
      const { bestCounts, mean, standardError } = simulate(rounds, 2026);
      console.log(`bingo: simulated return ${(mean * 100).toFixed(3)} % ± ${(196 * standardError).toFixed(3)} %`);
      const { statistic, bins } = chiSquare(bestCounts, odds, rounds * 4);
      expect(statistic).toBeLessThan(chiSquare999[bins - 1]!);
      expect(Math.abs(mean - fractionToNumber(BINGO_RETURN))).toBeLessThan(4 * standardError);
    }, 600_000);
  });
});
