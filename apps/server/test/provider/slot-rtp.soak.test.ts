import { slotSymbols } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../src/modules/provider/slot/random.js';
import { payLines, publishedRtpPercent, reelStrips, SCATTER } from '../../src/modules/provider/slot/slot-definition.js';
import { drawStops, evaluateStops, gridOf, lineWin, spin } from '../../src/modules/provider/slot/slot-engine.js';
import { exactReturn } from '../../src/modules/provider/slot/slot-rtp.js';
import { seededRandom } from './seeded-random.js';

const symbol = (name: (typeof slotSymbols)[number]) => slotSymbols.indexOf(name);

describe('the slot paytable', () => {
  it('publishes the exact return to player, rounded to two places', () => {
    const exact = exactReturn();
    expect(exact.total * 100).toBeCloseTo(publishedRtpPercent, 2);
    expect(exact.total).toBeGreaterThan(0.955);
    expect(exact.total).toBeLessThan(0.965);
  });

  /**
   * The simulation runs the engine's own evaluation (stops drawn, each line and the scatter read
   * from the strips) for 4 million spins with a seeded generator. Per spin the pay has a standard
   * deviation of about 2.4 total bets, so the standard error of 4 million spins is about 0.12
   * percentage points: the tolerance is 0.5 points (about four standard errors), and the run also
   * checks itself against four of its own measured standard errors.
   */
  it('matches the published figure over 4 million simulated spins within 0.5 percentage points', () => {
    const random = seededRandom(20_260_605);
    const spins = 4_000_000;
    let paid = 0;
    let squares = 0;
    for (let i = 0; i < spins; i++) {
      const multiple = evaluateStops(drawStops(random)) / payLines.length;
      paid += multiple;
      squares += multiple * multiple;
    }
    const rtp = paid / spins;
    const standardError = Math.sqrt((squares / spins - rtp * rtp) / spins);
    const difference = Math.abs(rtp * 100 - publishedRtpPercent);
    expect(difference).toBeLessThan(0.5);
    expect(difference).toBeLessThan(4 * standardError * 100);
  }, 60_000);

  it('reads lines from the left with WILD standing in and SCATTER ending the run', () => {
    const [wild, seven, ace, nine, scatter] = ['WILD', 'SEVEN', 'ACE', 'NINE', 'SCATTER'].map((s) =>
      symbol(s as never),
    );
    expect(lineWin([seven!, wild!, seven!, ace!, ace!])).toBe(40);
    expect(lineWin([wild!, wild!, wild!, seven!, nine!])).toBe(150); // 4 sevens beat 3 wilds (50)
    expect(lineWin([wild!, wild!, wild!, nine!, ace!])).toBe(50); // 3 wilds beat 4 nines (15)
    expect(lineWin([wild!, wild!, wild!, wild!, wild!])).toBe(2500);
    expect(lineWin([ace!, ace!, scatter!, ace!, ace!])).toBe(0);
    expect(lineWin([scatter!, ace!, ace!, ace!, ace!])).toBe(0);
    expect(lineWin([nine!, ace!, nine!, nine!, nine!])).toBe(0);
  });

  it('shows the screen it pays: every win is found again on the grid the player sees', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 2000; i++) {
      const outcome = spin(random, 200n);
      const grid = outcome.grid.map((reel) => reel.map((name) => slotSymbols.indexOf(name)));
      expect(grid).toEqual(gridOf(outcome.stops));
      for (const win of outcome.wins) {
        if (win.line === 0) {
          expect(grid.flat().filter((s) => s === SCATTER)).toHaveLength(win.count);
        } else {
          const line = payLines[win.line - 1]!.map((row, reel) => grid[reel]![row]!);
          expect(BigInt(lineWin(line)) * 10n).toBe(win.amount);
        }
      }
      expect(outcome.win).toBe(outcome.wins.reduce((sum, win) => sum + win.amount, 0n));
    }
  });

  it('shows at most one SCATTER a reel, so 5 is the most the screen can hold', () => {
    for (const [reel, strip] of reelStrips.entries()) {
      for (let stop = 0; stop < strip.length; stop++) {
        expect(
          gridOf(reelStrips.map((_, r) => (r === reel ? stop : 0)))[reel]!.filter((s) => s === SCATTER).length,
        ).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('the spins draw from the CSPRNG without bias', () => {
  it('uses every stop of a strip about equally (chi-square, 38 stops)', () => {
    const sides = 38;
    const draws = 38_000;
    const counts = new Array<number>(sides).fill(0);
    for (let i = 0; i < draws; i++) counts[cryptoRandom.int(sides)]! += 1;
    const expected = draws / sides;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 37 degrees of freedom: the 0.9999 quantile is about 78.
    expect(chiSquare).toBeLessThan(78);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('has no modulo bias where a naive 32-bit modulo would show one plainly', () => {
    // 2^32 mod (3·2^30) leaves 2^30 values twice as likely under `bytes % range`: half of all draws
    // would fall in the lowest third. Scaled without bias, a third of them do.
    const range = 3 * 2 ** 30;
    const draws = 30_000;
    let low = 0;
    for (let i = 0; i < draws; i++) if (cryptoRandom.int(range) < 2 ** 30) low++;
    expect(low / draws).toBeGreaterThan(0.3);
    expect(low / draws).toBeLessThan(0.367);
  });

  it('is what a real spin draws from (stops always on their strips)', () => {
    for (let i = 0; i < 500; i++) {
      const outcome = spin(cryptoRandom, 20n);
      outcome.stops.forEach((stop, reel) => {
        expect(stop).toBeGreaterThanOrEqual(0);
        expect(stop).toBeLessThan(reelStrips[reel]!.length);
      });
    }
  });
});
