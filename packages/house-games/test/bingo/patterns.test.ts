import { runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { drawBalls, drawCard, markedMask } from '../../src/bingo/card.js';
import { bestPatternIndex, PAY_TABLE, patternsHit } from '../../src/bingo/patterns.js';
import { seededStream } from '../play.js';
import { HAND_CARD, numbersAt } from './hand-built.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** The patterns the hand-built card completes when exactly the numbers under `cells` are called. */
const patternsFor = (cells: number[]) => patternsHit(markedMask(HAND_CARD, numbersAt(HAND_CARD, cells)));
const bestFor = (cells: number[]) =>
  PAY_TABLE[bestPatternIndex(markedMask(HAND_CARD, numbersAt(HAND_CARD, cells)))]?.pattern ?? null;

describe('bingo patterns on a hand-built card', () => {
  it('finds a line in a row, a column or a diagonal, the free centre counting', () => {
    expect(patternsFor(range(0, 4))).toEqual(['line']);
    expect(patternsFor([1, 6, 11, 16, 21])).toEqual(['line']);
    expect(patternsFor([10, 11, 13, 14])).toEqual(['line']);
    expect(patternsFor([2, 7, 17, 22])).toEqual(['line']);
    expect(patternsFor([0, 6, 18, 24])).toEqual(['line']);
    expect(patternsFor([4, 8, 16, 20])).toEqual(['line']);
  });

  it('finds nothing short of a pattern', () => {
    expect(patternsFor([])).toEqual([]);
    expect(patternsFor(range(0, 3))).toEqual([]);
    expect(patternsFor([0, 4, 20])).toEqual([]);
    expect(bestFor([0, 6, 18])).toBeNull();
  });

  it('counts two and three lines, and pays the best', () => {
    expect(patternsFor([...range(0, 4), ...range(5, 9)])).toEqual(['two-lines', 'line']);
    expect(patternsFor([...range(0, 4), 2, 7, 17, 22])).toEqual(['two-lines', 'line']);
    expect(patternsFor([...range(0, 4), ...range(5, 9), ...range(15, 19)])).toEqual([
      'three-lines',
      'two-lines',
      'line',
    ]);
    expect(bestFor([...range(0, 4), ...range(5, 9), ...range(15, 19)])).toBe('three-lines');
  });

  it('finds the four corners alone, and with a line pays the corners', () => {
    expect(patternsFor([0, 4, 20, 24])).toEqual(['four-corners']);
    expect(patternsFor([...range(0, 4), 20, 24])).toEqual(['four-corners', 'line']);
    expect(bestFor([...range(0, 4), 20, 24])).toBe('four-corners');
  });

  it('finds the X (both diagonals, corners included)', () => {
    expect(patternsFor([0, 6, 18, 24, 4, 8, 16, 20])).toEqual(['x', 'two-lines', 'four-corners', 'line']);
  });

  it('finds the frame and the blackout', () => {
    const border = [...range(0, 4), ...range(20, 24), 5, 10, 15, 9, 14, 19];
    expect(patternsFor(border)).toEqual(['frame', 'three-lines', 'two-lines', 'four-corners', 'line']);
    expect(patternsFor(range(0, 24))).toEqual(PAY_TABLE.map((entry) => entry.pattern));
    expect(bestFor(range(0, 24))).toBe('blackout');
  });
});

describe('bingo cards and balls', () => {
  it('deals valid cards: column ranges, distinct numbers, a free centre', () => {
    const next = seededStream(75);
    const invalid: number[][] = [];
    for (let round = 0; round < 500; round++) {
      const card = runSampler(drawCard(), next);
      const inColumns = card.every((number, cell) =>
        cell === 12 ? number === 0 : number >= (cell % 5) * 15 + 1 && number <= (cell % 5) * 15 + 15,
      );
      if (card.length !== 25 || !inColumns || new Set(card).size !== 25) invalid.push(card);
    }
    expect(invalid).toEqual([]);
  });

  it('puts every column number on a card equally often', () => {
    // 2000 cards x 5 of 15 B numbers: each B number about 667 times (binomial sd about 21).
    const next = seededStream(76);
    const counts = new Array<number>(16).fill(0);
    for (let round = 0; round < 2000; round++) {
      for (const number of runSampler(drawCard(), next).filter((_, cell) => cell % 5 === 0)) counts[number]!++;
    }
    for (const count of counts.slice(1)) expect(Math.abs(count - 2000 / 3)).toBeLessThan(4 * 21.1);
  });

  it('draws 30 distinct balls from 1-75', () => {
    const next = seededStream(77);
    const invalid: number[][] = [];
    for (let round = 0; round < 500; round++) {
      const balls = runSampler(drawBalls(), next);
      const inRange = balls.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= 75);
      if (balls.length !== 30 || new Set(balls).size !== 30 || !inRange) invalid.push(balls);
    }
    expect(invalid).toEqual([]);
  });
});
