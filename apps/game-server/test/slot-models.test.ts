import { describe, expect, it } from 'vitest';
import { evaluate, gridAt, totalMultiple } from '../src/slots/evaluate.js';
import { exactReturn } from '../src/slots/exact-return.js';
import { hitRate } from '../src/slots/hit-rate.js';
import { maxWin } from '../src/slots/max-win.js';
import { checkModel, reels, type SlotModel } from '../src/slots/model.js';
import { plainModels } from '../src/slots/models/index.js';
import { everyStop } from '../src/slots/stops.js';

/** The mean pay over every combination of stops: what a spin returns on average, counted, not derived. */
function enumeratedReturn(model: SlotModel): number {
  return enumerate(model, (pay) => pay);
}

/** The share of every combination of stops that pays anything, counted. */
function enumeratedHitRate(model: SlotModel): number {
  return enumerate(model, (pay) => (pay > 0 ? 1 : 0));
}

/** The largest pay of every combination of stops, counted. */
function enumeratedMaxWin(model: SlotModel): number {
  let most = 0;
  enumerate(model, (pay) => {
    most = Math.max(most, pay);
    return 0;
  });
  return most;
}

function enumerate(model: SlotModel, measure: (pay: number) => number): number {
  let sum = 0;
  let spins = 0;
  for (const stops of everyStop(model.strips.map((strip) => strip.length))) {
    sum += measure(totalMultiple(model, evaluate(model, gridAt(model, stops))));
    spins++;
  }
  return sum / spins;
}

// Small enough to count every stop (6^5), with every rule in play: wilds standing in and paying alone,
// scatters anywhere, runs of 3, 4 and 5, ways multiplied across reels.
const smallLines: SlotModel = {
  id: 'small-lines',
  volatility: 'medium',
  maxWinMultiple: 0,
  rows: 3,
  minimumRun: 3,
  wild: 'W',
  scatter: 'S',
  scatterPays: [2, 10, 40],
  strips: reels('A B W C S B', 'B A C W A C', 'C W A B S A', 'A C B A W B', 'B S A C A W'),
  pay: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
    ],
  },
  paytable: { A: [5, 10, 50], B: [3, 8, 30], C: [2, 5, 20], W: [20, 80, 500] },
};
const smallWays: SlotModel = {
  ...smallLines,
  id: 'small-ways',
  strips: reels('A B C S B A', 'B A C W A C', 'C W A B S A', 'A C B A W B', 'B S A C A W'),
  pay: { kind: 'ways', coins: 20 },
  paytable: { A: [5, 10, 50], B: [3, 8, 30], C: [2, 5, 20] },
};

describe('slot models', () => {
  it.each([smallLines, smallWays])('computes the exact return of $id as counting every stop does', (model) => {
    checkModel(model);
    const exact = exactReturn(model);
    expect(exact.lines).toBeGreaterThan(0);
    expect(exact.scatter).toBeGreaterThan(0);
    expect(exact.total).toBeCloseTo(enumeratedReturn(model), 12);
  });

  it('counts every stop of the classic three-reel game to the same figure', () => {
    const classic = plainModels.find((model) => model.id.startsWith('classic3x3'))!;
    expect(exactReturn(classic).total).toBeCloseTo(enumeratedReturn(classic), 12);
  });

  it.each([smallLines, smallWays, plainModels.find((model) => model.id.startsWith('classic3x3'))!])(
    'computes the hit rate of $id as counting every stop does',
    (model) => {
      const rate = hitRate(model);
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeCloseTo(enumeratedHitRate(model), 12);
    },
  );

  it.each(plainModels.map((model) => [model.id, model] as const))(
    '%s is well formed and returns 94-97 %%',
    (_id, model) => {
      checkModel(model);
      const { total } = exactReturn(model);
      expect(total).toBeGreaterThan(0.94);
      expect(total).toBeLessThan(0.97);
    },
  );

  it.each([smallLines, smallWays, plainModels.find((model) => model.id.startsWith('classic3x3'))!])(
    'finds the largest pay of $id as counting every stop does',
    (model) => {
      expect(maxWin(model)).toBeCloseTo(enumeratedMaxWin(model), 9);
    },
  );

  // The exact search takes about ten seconds over every model, two thirds of it for the ways games: the everyday
  // run checks the line games (every search path: the bound, the ranking, playing out), SOAK=full all of them.
  const searched =
    process.env.SOAK === 'full' ? plainModels : plainModels.filter((model) => model.pay.kind === 'lines');
  it.each(searched.map((model) => [model.id, model] as const))(
    '%s publishes the largest pay the exact search finds',
    (_id, model) => {
      expect(maxWin(model)).toBeCloseTo(model.maxWinMultiple, 9);
    },
    30_000,
  );

  it('gives every family a medium and a high volatility variant on the same reels and return', () => {
    const families = new Map<string, SlotModel[]>();
    for (const model of plainModels) {
      const family = model.id.split('-')[0]!;
      families.set(family, [...(families.get(family) ?? []), model]);
    }
    expect(families.size).toBe(4);
    for (const [family, variants] of families) {
      expect(variants.map((model) => model.volatility).sort(), family).toEqual(['high', 'medium']);
      const [medium, high] = ['medium', 'high'].map((level) => variants.find((model) => model.volatility === level)!);
      expect(high!.strips).toBe(medium!.strips);
      expect(Math.abs(exactReturn(high!).total - exactReturn(medium!).total)).toBeLessThan(0.005);
      // The top pay rises, the lowest falls: the same return, spread over fewer and bigger wins.
      const top = (model: SlotModel) => Math.max(...Object.values(model.paytable).flat());
      const bottom = (model: SlotModel) => Math.min(...Object.values(model.paytable).flat());
      expect(top(high!)).toBeGreaterThan(top(medium!));
      expect(bottom(high!)).toBeLessThan(bottom(medium!));
    }
  });

  it('reads a ways window: the matching cells of each reel multiplied, wilds standing in', () => {
    const grid = [
      ['A', 'B', 'A'],
      ['W', 'A', 'C'],
      ['A', 'A', 'B'],
      ['C', 'C', 'C'],
      ['A', 'B', 'C'],
    ];
    // A: 2 on reel 1, 2 (wild + A) on reel 2, 2 on reel 3, none on reel 4: 8 ways of three, 5 coins each.
    // B: 1 on reel 1, the wild on reel 2, 1 on reel 3: one way of three, 3 coins.
    expect(evaluate(smallWays, grid)).toEqual([
      { line: null, symbol: 'A', count: 3, ways: 8, multiple: 40 },
      { line: null, symbol: 'B', count: 3, ways: 1, multiple: 3 },
    ]);
  });

  it('refuses a ways model with a wild on its first reel, and pays that skip a run', () => {
    expect(() => checkModel({ ...smallWays, strips: reels('W A B', 'A B C', 'A B C', 'A B C', 'A B C') })).toThrow(
      /wild on the first reel/,
    );
    expect(() => checkModel({ ...smallLines, paytable: { A: [5, 10] } })).toThrow(/pays of A/);
  });
});
