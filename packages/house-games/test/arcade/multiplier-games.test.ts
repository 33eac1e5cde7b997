import { type Fraction, fraction, fractionAdd, fractionCompare, fractionSub, runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { crashPoint, HIGHEST_POINT } from '../../src/arcade/crash-point.js';
import { balloon, crash, jet, limbo, type MultiplierState } from '../../src/arcade/multiplier-games.js';
import { seededStream } from '../play.js';
import { expectRefusedSpots, expectSimulatedReturn, inputErrorOf } from './helpers.js';

/** The point the sampler draws from these words, or null when it asks for more. */
function pointFrom(words: readonly number[], wordBits = 32, cap = HIGHEST_POINT): number | null {
  const sampler = crashPoint(wordBits, cap);
  let step = sampler.next();
  for (const word of words) {
    if (step.done) break;
    step = sampler.next(word);
  }
  return step.done ? step.value : null;
}

/** The point once `words` are followed by `filler` for as long as the sampler asks (V at a cell's end). */
function pointAtEnd(words: readonly number[], filler: number, wordBits: number, cap: number): number {
  const point = pointFrom([...words, ...Array.from({ length: 64 }, () => filler)], wordBits, cap);
  if (point === null) throw new Error('the sampler did not settle');
  return point;
}

/** A cell of V after some words: its weight and the points at its two ends (equal once the point is settled). */
interface Cell {
  weight: Fraction;
  lowest: number;
  highest: number;
}

/**
 * The cells of the mapping itself: every word prefix up to `depth` words is fed to the sampler; a prefix that
 * settles the point is a cell of one point, one still open at the last depth spans the points of its two ends
 * (the point falls as V grows).
 */
function cellsOf(wordBits: number, depth: number, cap: number): Cell[] {
  const base = 2 ** wordBits;
  const cells: Cell[] = [];
  const explore = (prefix: number[]): void => {
    for (let word = 0; word < base; word++) {
      const words = [...prefix, word];
      const weight = fraction(1n, BigInt(base) ** BigInt(words.length));
      const point = pointFrom(words, wordBits, cap);
      if (point !== null) cells.push({ weight, lowest: point, highest: point });
      else if (words.length < depth) explore(words);
      else {
        const lowest = pointAtEnd(words, base - 1, wordBits, cap);
        cells.push({ weight, lowest, highest: pointAtEnd(words, 0, wordBits, cap) });
      }
    }
  };
  explore([]);
  return cells;
}

/** Bounds of P(point >= target): the cells wholly at or above it, and those with any point at or above it. */
function chanceBounds(cells: readonly Cell[], target: number): [Fraction, Fraction] {
  let lower = fraction(0);
  let upper = fraction(0);
  for (const { weight, lowest, highest } of cells) {
    if (lowest >= target) lower = fractionAdd(lower, weight);
    if (highest >= target) upper = fractionAdd(upper, weight);
  }
  return [lower, upper];
}

const stateOf = (spot: string, point: number): MultiplierState => ({ wagers: [{ spot, amount: '100' }], point });

describe('the crash point', () => {
  it('maps known words to known points', () => {
    expect(pointFrom([0])).toBe(HIGHEST_POINT); // V in (0, 2^-32]
    expect(pointFrom([2 ** 32 - 1])).toBe(100); // 0.99 / V just above 0.99x shows as 1.00x
    expect(pointFrom([2 ** 31 - 1])).toBe(198); // V just below 1/2
    expect(pointFrom([2 ** 31])).toBe(197); // V just above 1/2
    expect(pointFrom([99 * 2 ** 25 - 1])).toBe(128); // V just below 99/128: 0.99 / V just above 1.28x
    expect(pointFrom([99 * 2 ** 25])).toBe(127); // V just above 99/128
  });

  it('gives P(M >= t) = 0.99 / (t / 100) exactly, read off the mapping with 4-bit words, up to 3 deep', () => {
    const cells = cellsOf(4, 3, 50_000);
    for (const target of [101, 150, 198, 200, 333, 1000, 4321, 50_000]) {
      const [lower, upper] = chanceBounds(cells, target);
      const exact = fraction(99, target);
      expect(fractionCompare(lower, exact), `${target} lower`).toBeLessThanOrEqual(0);
      expect(fractionCompare(exact, upper), `${target} upper`).toBeLessThanOrEqual(0);
      // Only the cell holding V = 0.99 / (t / 100) itself can straddle the target: 16^-3 at depth 3.
      expect(fractionCompare(fractionSub(upper, lower), fraction(1, 16 ** 3)), `${target} gap`).toBeLessThanOrEqual(0);
    }
  });

  it('needs a second 32-bit word in few rounds, and its share of 2x points is 49.5 %', () => {
    const words = seededStream(3);
    let used = 0;
    let reached = 0;
    const rounds = 10_000;
    for (let round = 0; round < rounds; round++) {
      const point = runSampler(crashPoint(), () => {
        used++;
        return words();
      });
      if (point >= 200) reached++;
    }
    expect(used / rounds).toBeLessThan(1.01);
    const deviation = Math.sqrt((0.495 * 0.505) / rounds);
    expect(Math.abs(reached / rounds - 0.495)).toBeLessThan(4 * deviation);
  });
});

describe('limbo, crash, jet and balloon', () => {
  it('pay the target when the point reaches it, nothing below', () => {
    expect(limbo.payout(stateOf('target-200', 200))).toBe(200n);
    expect(limbo.payout(stateOf('target-200', 199))).toBe(0n);
    expect(crash.payout(stateOf('cashout-101', 100))).toBe(0n);
    expect(jet.payout(stateOf('cashout-101', 101))).toBe(101n);
    expect(balloon.payout(stateOf('cashout-100000000', HIGHEST_POINT))).toBe(100_000_000n);
    expect(crash.view(stateOf('cashout-250', 1234))).toMatchObject({ target: 250, point: 1234, outcome: 'win' });
  });

  it('state 99 % for every target, exactly', () => {
    for (const game of [limbo, crash, jet, balloon]) {
      const rules = game.rules();
      expect(rules.returnToPlayer).toEqual(fraction(99, 100));
      expect(rules.spots[0]!.returnToPlayer).toEqual(fraction(99, 100));
      expect(rules.maxWinMultiple).toBe(1_000_000);
    }
  });

  it('return 99 % in a seeded simulation', () => {
    expectSimulatedReturn(limbo, { spot: 'target-150', amount: 100n }, 0.99, 2000, 21);
    expectSimulatedReturn(crash, { spot: 'cashout-300', amount: 100n }, 0.99, 2000, 22);
  });

  it('refuse targets outside 1.01x-1,000,000x and the other theme spots', () => {
    expectRefusedSpots(limbo, ['target-100', 'target-100000001', 'cashout-200', 'target-2.5', 'target-0200']);
    expectRefusedSpots(balloon, ['cashout-100', 'target-200']);
    expect(inputErrorOf(() => jet.act(stateOf('cashout-200', 300), 'cashout')).field).toBe('action');
  });
});
