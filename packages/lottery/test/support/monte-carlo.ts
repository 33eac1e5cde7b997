// Many random draws through the engine's own sampler (LOTTERY.md §7 logic fed by a seeded generator): for every
// play, the mean return per unit staked, with payouts at fairFactor x RTP and pushes refunded, must come out at
// the RTP. A wrong probability, win function or bet count moves the mean away. The tolerance is 5 standard
// errors of the sample mean (a correct engine fails with chance below 1e-6), and each check must be able to see
// an error of MAX_RELATIVE_TOLERANCE: it fails when its own tolerance is wider than that.
import { expect, it } from 'vitest';
import { fractionToNumber } from '../../src/fraction.js';
import { fairFactor, playsOf, settleLine } from '../../src/index.js';
import type { DrawContext, PlayDefinition, Selection } from '../../src/types.js';
import { expectationsOf } from './expectation.js';
import { randomSubset, seededDraw, sfc32, type Uint32Source } from './random.js';

const Z = 5;
/** Every check must be able to see a 12% error of the mean: it fails when its own tolerance is wider. */
const MAX_RELATIVE_TOLERANCE = 0.12;
/**
 * Xiên-4 wins a few draws in a hundred with 10 numbers (its most), so its mean settles slowly: its band may be as
 * wide as 25%. Its exact rate is proven against a Markov chain (exhaustive.test.ts) and its win function by the
 * hand-made draws and the single-bet property, so this check only has to catch gross errors.
 */
const RARE_LINE_TOLERANCE: Record<string, number> = { VN_XIEN4: 0.25 };

/** Group plays are paid at the site's top group 1960 of 2000; odds plays at 97% of fair. */
const rtpOf = (play: PlayDefinition) => (play.scaling === 'group' ? 1960 / 2000 : 0.97);

/**
 * A line that wins often, so the mean settles quickly: one option per small two-sided area (half of a larger one,
 * like the 17 PK10 sums); most values of a number area, half of the 100 VN endings, and a tenth of the large
 * areas (3 càng, 4D), where every pick costs time.
 */
function broadSelection(play: PlayDefinition, source: Uint32Source): Selection {
  return play.areas.map(({ values, min, max }) => {
    const share = values.length >= 1000 ? 0.1 : values.length >= 100 ? 0.5 : 0.85;
    const twoSidedPicks = values.length <= 4 ? 1 : Math.floor(values.length / 2);
    const wanted = play.prizeMode === 'ZY' ? twoSidedPicks : Math.round(values.length * share);
    return randomSubset(values, Math.min(max, Math.max(min, wanted)), source);
  });
}

interface Line {
  play: PlayDefinition;
  selection: Selection;
  bets: number;
  /** What one unit of a hit of the option returns, stake included. */
  payout: Map<string, number>;
  expected: number;
  sum: number;
  sumOfSquares: number;
}

function lineOf(play: PlayDefinition, context: DrawContext, source: Uint32Source): Line {
  const selection = broadSelection(play, source);
  const expectations = expectationsOf(play, selection, context);
  // A two-sided bet is paid under its one option; a 4D bet under every tier, each getting an equal share of the RTP.
  const share = play.prizeMode === 'ZY' ? 1 : 1 / play.options.length;
  const bets =
    play.prizeMode === 'ZY' ? expectations.reduce((sum, { bets: count }) => sum + count, 0) : expectations[0]!.bets;
  const rtp = rtpOf(play);
  const payout = new Map<string, number>();
  let expectedReturn = 0;
  for (const { option, bets: count, rates } of expectations) {
    payout.set(option, fractionToNumber(fairFactor(play, option, context)) * rtp * share);
    const pushRate = fractionToNumber(rates.pushRate);
    expectedReturn += count * share * ((1 - pushRate) * rtp + pushRate);
  }
  return { play, selection, bets, payout, expected: expectedReturn / bets, sum: 0, sumOfSquares: 0 };
}

/** Declares one test per play of the shape, after drawing `draws` results. */
export function checkReturnsToPlayer(context: DrawContext, draws: number, seed = 2024) {
  const source = sfc32(seed);
  const lines = playsOf(context).map((play) => lineOf(play, context, source));
  for (let i = 0; i < draws; i++) {
    const result = seededDraw(context, source);
    for (const line of lines) {
      const outcome = settleLine(line.play, line.selection, result, context);
      let returned = outcome.pushes;
      for (const { option, count } of outcome.hits) returned += count * line.payout.get(option)!;
      const perUnit = returned / line.bets;
      line.sum += perUnit;
      line.sumOfSquares += perUnit * perUnit;
    }
  }
  it.each(lines.map((line) => [line.play.id, line] as const))('%s returns its RTP', (_id, line) => {
    const mean = line.sum / draws;
    const variance = Math.max(0, (line.sumOfSquares / draws - mean * mean) * (draws / (draws - 1)));
    const tolerance = Z * Math.sqrt(variance / draws);
    expect(tolerance / line.expected).toBeLessThan(RARE_LINE_TOLERANCE[line.play.id] ?? MAX_RELATIVE_TOLERANCE);
    expect(Math.abs(mean - line.expected)).toBeLessThanOrEqual(tolerance);
  });
}
