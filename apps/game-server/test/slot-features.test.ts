import { describe, expect, it } from 'vitest';
import type { RoundOutcome } from '../src/slots/features/outcome.js';
import { blank, playRound } from '../src/slots/features/round.js';
import { publishedSeed, seededRandom, simulate } from '../src/slots/features/simulate.js';
import { checkModel, reels, type SlotModel } from '../src/slots/model.js';
import { featureModels } from '../src/slots/models/index.js';

/** Plays a round on the given stops, in order (a stop past the list is 0). */
function playOn(model: SlotModel, stops: number[]): RoundOutcome {
  const play = playRound(model);
  let index = 0;
  let request = play.next();
  while (!request.done) request = play.next(stops[index++] ?? 0);
  return request.value;
}

const published = { rtpPercent: 0, rtpHalfWidthPercent: 0, hitRatePercent: 0, rounds: 0 };
const oneLine = { kind: 'lines' as const, lines: [[0, 0, 0]] };

describe('slot features', () => {
  it('tumbles: the winning cells vanish and the strip above falls in, until nothing pays', () => {
    const model: SlotModel = {
      id: 'tumble-test',
      volatility: 'low',
      maxWinMultiple: 1000,
      rows: 2,
      minimumRun: 3,
      strips: reels('C D B A A', 'C D B A A', 'C D B A A'),
      pay: { kind: 'anywhere', coins: 1 },
      paytable: { A: [5], B: [2] },
      features: { tumble: true },
      published,
    };
    // Stops 3: every reel shows A A (six A pay 5); they vanish and the two cells above each fall in: D B.
    const outcome = playOn(model, [3, 3, 3]);
    expect(outcome.steps.map((step) => step.kind)).toEqual(['base', 'tumble', 'tumble']);
    expect(outcome.steps[1]!.grid).toEqual([
      ['D', 'B'],
      ['D', 'B'],
      ['D', 'B'],
    ]);
    // Three B pay 2 and vanish; above them on the strip: C. C and D pay nothing: the round ends.
    expect(outcome.steps[2]!.grid).toEqual([
      ['C', 'D'],
      ['C', 'D'],
      ['C', 'D'],
    ]);
    expect(outcome.steps[2]!.wins).toEqual([]);
    expect(outcome.draws).toEqual([3, 3, 3]);
    expect(outcome.multiple).toBe(5 + 2);
  });

  it('expands a wild on its reels before the line is read', () => {
    const model: SlotModel = {
      id: 'expanding-test',
      volatility: 'low',
      maxWinMultiple: 1000,
      rows: 2,
      minimumRun: 3,
      wild: 'W',
      strips: reels('A B', 'B W', 'A B'),
      pay: oneLine,
      paytable: { A: [4], B: [1], W: [9] },
      features: { expandingWildReels: [1] },
      published,
    };
    // Row 0 shows A W A without the feature too; stop 0 on reel 2 shows B then W below: it fills the reel.
    const outcome = playOn(model, [0, 0, 0]);
    expect(outcome.steps[0]!.expanded).toEqual([1]);
    expect(outcome.steps[0]!.grid[1]).toEqual(['W', 'W']);
    expect(outcome.multiple).toBe(4);
  });

  it('gives free spins for scatters, multiplies their wins, and stops adding at the most there can be', () => {
    const model: SlotModel = {
      id: 'free-test',
      volatility: 'low',
      maxWinMultiple: 1000,
      rows: 1,
      minimumRun: 3,
      scatter: 'S',
      scatterPays: [1],
      strips: reels('S A', 'S A', 'S A'),
      pay: oneLine,
      paytable: { A: [2] },
      features: { freeSpins: { awards: [2], multiplier: 3, max: 3 } },
      published,
    };
    // Scatters (1 total bet) give 2 free spins; the first lands scatters again (+2, but only 1 more fits the most
    // of 3), the next two land A A A: 2 line bets times 3 each.
    const outcome = playOn(model, [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(outcome.steps.map((step) => [step.kind, step.left, step.multiplier])).toEqual([
      ['base', 0, 1],
      ['free', 1, 3],
      ['free', 1, 3],
      ['free', 0, 3],
    ]);
    expect(outcome.drawLengths).toHaveLength(12);
    expect(outcome.multiple).toBe(1 + 3 * 1 + 3 * 2 + 3 * 2);
  });

  it('holds coins through respins, gives the respins back for each new coin, and pays the coins at the end', () => {
    const model: SlotModel = {
      id: 'hold-test',
      volatility: 'low',
      maxWinMultiple: 1000,
      rows: 1,
      minimumRun: 3,
      strips: reels('C A', 'C A', 'A A'),
      pay: oneLine,
      paytable: { A: [2] },
      features: {
        holdAndSpin: {
          trigger: 2,
          respins: 2,
          strips: reels('X X', 'X X', 'X D'),
          values: { C: 1, D: 5 },
          fullScreen: 100,
        },
      },
      published,
    };
    // Two coins hold; respin 1 lands nothing (1 left), respin 2 a D on reel 3 (back to 2, and the window is full).
    const outcome = playOn(model, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const respins = outcome.steps.filter((step) => step.kind === 'respin');
    expect(respins.map((step) => [step.left, step.grid.flat().join(' ')])).toEqual([
      [1, `C C ${blank}`],
      [2, 'C C D'],
    ]);
    expect(respins[1]!.wins[0]).toMatchObject({ symbol: 'COINS', count: 3, multiple: 1 + 1 + 5 + 100, ofTotal: true });
    expect(outcome.multiple).toBe(107);
  });

  it.each(featureModels)(
    '$id is well formed and publishes a return of 94 to 97.5 percent, within 0.8 percent',
    (model) => {
      checkModel(model);
      expect(model.published!.rtpPercent).toBeGreaterThan(94);
      expect(model.published!.rtpPercent).toBeLessThan(97.5);
      expect(model.published!.rtpHalfWidthPercent).toBeLessThan(0.8);
    },
  );

  // Everyday: a short run of each model on another seed must agree with its published return (within both
  // intervals, widened to four standard errors). SOAK=full plays the published run again and must give it exactly.
  const full = process.env.SOAK === 'full';
  it.each(featureModels)(
    '$id returns what it publishes',
    (model) => {
      const figures = model.published!;
      if (full) {
        const again = simulate(model, figures.rounds, seededRandom(publishedSeed));
        expect(Math.round(again.mean * 1_000_000) / 10_000).toBe(figures.rtpPercent);
        return;
      }
      const short = simulate(model, 30_000, seededRandom(7));
      const allowed = (2 / 1.96) * Math.hypot(short.halfWidth, figures.rtpHalfWidthPercent / 100);
      expect(Math.abs(short.mean - figures.rtpPercent / 100)).toBeLessThan(allowed);
    },
    600_000,
  );
});
