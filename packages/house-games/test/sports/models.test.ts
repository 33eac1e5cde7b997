import { runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { poissonUpTo, quantisedModel, WEIGHT_TOTAL } from '../../src/sports/distribution.js';
import { eventModel } from '../../src/sports/index.js';
import { possessionPoints } from '../../src/sports/models/basketball.js';
import { bestOfThreeSequences } from '../../src/sports/models/best-of-three.js';
import { FOOTBALL_GOALS, goalRates } from '../../src/sports/models/goals.js';
import { raceStrength } from '../../src/sports/models/race.js';
import { shootoutScores } from '../../src/sports/models/shootout.js';
import { fixedStream } from '../table/helpers.js';
import { pair } from './fixtures.js';

const chanceOf = (outcomes: readonly { result: unknown; probability: number }[], result: unknown) =>
  outcomes
    .filter((outcome) => JSON.stringify(outcome.result) === JSON.stringify(result))
    .reduce((sum, outcome) => sum + outcome.probability, 0);

describe('integer weights', () => {
  it('rounds thirds to weights summing to 2^31, the spare units to the first entries', () => {
    const model = quantisedModel(
      (['meron', 'wala', 'draw'] as const).map((winner) => ({
        result: { kind: 'cockfight' as const, winner },
        probability: 1 / 3,
      })),
    );
    // 2^31 / 3 = 715827882.67: floors of 715827882 leave 2 units, which go to meron and wala.
    expect(model.outcomes.map((outcome) => outcome.probability * WEIGHT_TOTAL)).toEqual([
      715827883, 715827883, 715827882,
    ]);
    // The draw is one integer below 2^31 looked up in the running sums 715827883, 1431655766, 2^31.
    const draw = (u: number) => runSampler(model.sample(), fixedStream([u]));
    expect(draw(0)).toEqual({ kind: 'cockfight', winner: 'meron' });
    expect(draw(715827882)).toEqual({ kind: 'cockfight', winner: 'meron' });
    expect(draw(715827883)).toEqual({ kind: 'cockfight', winner: 'wala' });
    expect(draw(1431655766)).toEqual({ kind: 'cockfight', winner: 'draw' });
    expect(draw(WEIGHT_TOTAL - 1)).toEqual({ kind: 'cockfight', winner: 'draw' });
  });
});

describe('goals', () => {
  it('folds the Poisson tail into the cap', () => {
    const e = Math.exp(-1);
    const chances = poissonUpTo(1, 3);
    expect(chances.slice(0, 3)).toEqual([e, e, e / 2]);
    expect(chances[3]).toBeCloseTo(1 - 2.5 * e, 15);
  });

  it('gives level sides the base rate times the home advantage: 1.35 × 10^(±60/1600)', () => {
    const rates = goalRates(pair(1500, 1500), FOOTBALL_GOALS);
    expect(rates.home).toBeCloseTo(1.35 * 10 ** (60 / 1600), 12);
    expect(rates.away).toBeCloseTo(1.35 / 10 ** (60 / 1600), 12);
    const model = eventModel('football', pair(1500, 1500));
    // 0-0 is e^-(λh + λa), to the weights' resolution.
    expect(chanceOf(model.outcomes, { kind: 'score', home: 0, away: 0 })).toBeCloseTo(
      Math.exp(-rates.home - rates.away),
      8,
    );
  });
});

describe('basketball', () => {
  it('sums possessions of 0, 2 or 3 points: two possessions at 1/2 scoring', () => {
    // One possession: 0 (1/2), 2 (3/8), 3 (1/8). Two: 0 1/4, 2 3/8, 3 1/8, 4 9/64, 5 6/64, 6 1/64.
    expect(possessionPoints(2, 0.5)).toEqual([1 / 4, 0, 3 / 8, 1 / 8, 9 / 64, 6 / 64, 1 / 64]);
  });

  it('gives a regulation tie to overtime, won at the Elo expectation with home advantage', () => {
    // E-basketball: 56 possessions, 30 points of home advantage; gap 1550 + 30 - 1500 = 80 → 0.5 ± 80/12500.
    const home = possessionPoints(56, 0.5 + 80 / 12_500);
    const away = possessionPoints(56, 0.5 - 80 / 12_500);
    let regulationWin = 0;
    let tie = 0;
    home.forEach((homeChance, homeScore) => {
      away.forEach((awayChance, awayScore) => {
        if (homeScore > awayScore) regulationWin += homeChance * awayChance;
        if (homeScore === awayScore) tie += homeChance * awayChance;
      });
    });
    const overtime = 1 / (1 + 10 ** (-80 / 400));
    const { outcomes } = eventModel('e-basketball', pair(1550, 1500));
    const homeWins = outcomes.reduce(
      (sum, { result, probability }) => sum + (result.kind === 'score' && result.home > result.away ? probability : 0),
      0,
    );
    expect(tie).toBeGreaterThan(0.02);
    expect(homeWins).toBeCloseTo(regulationWin + tie * overtime, 8);
  });

  it('never ends level', () => {
    const model = eventModel('e-basketball', pair(1500, 1500));
    expect(model.outcomes.every(({ result }) => result.kind === 'score' && result.home !== result.away)).toBe(true);
  });
});

describe('best of three', () => {
  it('weighs each sequence by its sets: home-away-home is p²(1 − p)', () => {
    const sequences = bestOfThreeSequences(0.6);
    expect(sequences.find((s) => s.maps.join() === 'home,away,home')!.probability).toBeCloseTo(0.36 * 0.4, 15);
    expect(sequences.reduce((sum, s) => sum + s.probability, 0)).toBeCloseTo(1, 15);
  });

  it('splits level tennis players a quarter each over 2-0, 2-1, 1-2, 0-2, exactly', () => {
    const model = eventModel('tennis', pair(1700, 1700));
    expect(model.outcomes.map((outcome) => outcome.probability)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });
});

describe('penalty shoot-out', () => {
  it('stops as soon as a side cannot be caught: a perfect side against one that always misses wins 3-0', () => {
    expect(shootoutScores(1, 0).map((entry) => entry.result)).toEqual([{ kind: 'score', home: 3, away: 0 }]);
    expect(shootoutScores(0, 1).map((entry) => entry.result)).toEqual([{ kind: 'score', home: 0, away: 3 }]);
  });

  it('goes to sudden death, and after 15 level rounds to a decider: two perfect sides end 16-15 or 15-16', () => {
    const scores = shootoutScores(1, 1);
    expect(scores.map((entry) => [entry.result, entry.probability])).toEqual([
      [{ kind: 'score', home: 16, away: 15 }, 0.5],
      [{ kind: 'score', home: 15, away: 16 }, 0.5],
    ]);
  });

  it('accounts for every way it ends', () => {
    const scores = shootoutScores(0.8, 0.7);
    expect(scores.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 12);
    // 5-5 would be level: no shoot-out ends level.
    expect(scores.every(({ result }) => result.kind === 'score' && result.home !== result.away)).toBe(true);
  });
});

describe('races', () => {
  it('turns ratings into whole strengths, ten times for 400 points', () => {
    expect([raceStrength(1100), raceStrength(1500), raceStrength(1900)]).toEqual([1_000, 10_000, 100_000]);
  });

  it('draws each place among the runners left with integerBelow(strengths left)', () => {
    const field = [
      { code: 'A', name: 'A', rating: 1100 },
      { code: 'B', name: 'B', rating: 1500 },
      { code: 'C', name: 'C', rating: 1900 },
    ];
    const model = eventModel('greyhounds', field);
    const draw = (stream: number[]) => runSampler(model.sample(), fixedStream(stream));
    // 0 is A's (first of 111000); then B (first of 110000 left); C comes last.
    expect(draw([0, 0])).toEqual({ kind: 'race', order: ['A', 'B', 'C'] });
    // 1000 is past A's 1000 units: B; then 1000 among A and C: C.
    expect(draw([1000, 1000])).toEqual({ kind: 'race', order: ['B', 'C', 'A'] });
    // Plackett–Luce: C then B is 100000/111000 × 10000/11000.
    expect(chanceOf(model.outcomes, { kind: 'race', order: ['C', 'B', 'A'] })).toBeCloseTo(
      (100_000 / 111_000) * (10_000 / 11_000),
      15,
    );
  });

  it('refuses a field too small for its place market, or with a code used twice', () => {
    expect(() => eventModel('horse-racing', pair(1500, 1500))).toThrow(RangeError);
    const twice = [...pair(1500, 1500), { code: 'H', name: 'again', rating: 1500 }];
    expect(() => eventModel('greyhounds', twice)).toThrow(RangeError);
  });
});

describe('cockfight', () => {
  it('keeps 2 % for the draw and splits the rest by Elo', () => {
    const model = eventModel('cockfight', pair(1900, 1500));
    // Elo expectation at 400 points: 10/11.
    expect(model.outcomes.map((outcome) => outcome.probability)).toEqual([
      expect.closeTo((0.98 * 10) / 11, 9),
      expect.closeTo(0.98 / 11, 9),
      expect.closeTo(0.02, 9),
    ]);
  });
});
