import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, hotAndCold } from '../../src/live/roads.js';
import type { BaccaratWinner } from '../../src/table/baccarat-coup.js';
import { seededStream } from '../play.js';

const times = (count: number, winner: BaccaratWinner): BaccaratWinner[] => Array(count).fill(winner);
/** The cells as [column, row, winner's initial, ties], shorter to read and write. */
const drawn = (winners: BaccaratWinner[], rows?: number) =>
  bigRoad(winners, rows).cells.map((cell) => [cell.column, cell.row, cell.winner[0], cell.ties]);

describe('big road', () => {
  it('goes down a column per run, marks ties on the last cell, and starts each run to the right', () => {
    const road = bigRoad(['banker', 'banker', 'player', 'tie', 'player', 'banker', 'tie', 'tie']);
    expect(road.cells).toEqual([
      { column: 0, row: 0, winner: 'banker', ties: 0 },
      { column: 0, row: 1, winner: 'banker', ties: 0 },
      { column: 1, row: 0, winner: 'player', ties: 1 },
      { column: 1, row: 1, winner: 'player', ties: 0 },
      { column: 2, row: 0, winner: 'banker', ties: 2 },
    ]);
    expect(road).toMatchObject({ columns: 3, leadingTies: 0 });
  });

  it('keeps ties before the first win apart', () => {
    expect(bigRoad(['tie', 'tie', 'player', 'tie', 'banker'])).toEqual({
      cells: [
        { column: 0, row: 0, winner: 'player', ties: 1 },
        { column: 1, row: 0, winner: 'banker', ties: 0 },
      ],
      columns: 2,
      leadingTies: 2,
    });
    expect(bigRoad(['tie'])).toEqual({ cells: [], columns: 0, leadingTies: 1 });
    expect(bigRoad([])).toEqual({ cells: [], columns: 0, leadingTies: 0 });
  });

  it('turns a run longer than the rows right along the bottom: a dragon tail', () => {
    //  B P
    //  B .
    //  B .    (rows 0-5; the tail takes columns 1 and 2 of the bottom row,
    //  B .     and the player's run still starts in column 1)
    //  B .
    //  B B B
    expect(drawn([...times(8, 'banker'), 'player'])).toEqual([
      ...[0, 1, 2, 3, 4, 5].map((row) => [0, row, 'b', 0]),
      [1, 5, 'b', 0],
      [2, 5, 'b', 0],
      [1, 0, 'p', 0],
    ]);
    expect(bigRoad([...times(8, 'banker'), 'player']).columns).toBe(3);
  });

  it('turns a run early on top of an earlier tail, and keeps a tail going right', () => {
    //  B P B P
    //  B P B .
    //  B P B .
    //  B P B B    <- the third run turns above the second run's tail
    //  B P P P    <- the second run turns above the first run's tail
    //  B B B .
    const winners: BaccaratWinner[] = [...times(8, 'banker'), ...times(7, 'player'), ...times(5, 'banker'), 'player'];
    expect(drawn(winners)).toEqual([
      ...[0, 1, 2, 3, 4, 5].map((row) => [0, row, 'b', 0]),
      [1, 5, 'b', 0],
      [2, 5, 'b', 0],
      ...[0, 1, 2, 3, 4].map((row) => [1, row, 'p', 0]),
      [2, 4, 'p', 0],
      [3, 4, 'p', 0],
      ...[0, 1, 2, 3].map((row) => [2, row, 'b', 0]),
      [3, 3, 'b', 0],
      [3, 0, 'p', 0],
    ]);
    // A tail stays on its row once turned, though the earlier tail under it has ended: (3, 5) is free.
    expect(drawn([...times(7, 'banker'), ...times(7, 'player')]).slice(-3)).toEqual([
      [1, 4, 'p', 0],
      [2, 4, 'p', 0],
      [3, 4, 'p', 0],
    ]);
  });

  it('starts a run after a tail along the top row', () => {
    expect(drawn(['banker', 'banker', 'player', 'banker'], 1)).toEqual([
      [0, 0, 'b', 0],
      [1, 0, 'b', 0],
      [2, 0, 'p', 0],
      [3, 0, 'b', 0],
    ]);
  });

  it('never puts two results in one cell, nor below the rows', () => {
    const next = seededStream(6);
    const sides: BaccaratWinner[] = ['player', 'banker', 'tie'];
    for (let round = 0; round < 200; round++) {
      const rows = 1 + (next() % 6);
      // Long runs are what make tails: each result repeats the last one four times in five.
      const winners: BaccaratWinner[] = [];
      for (let i = 0; i < 80; i++) winners.push(i > 0 && next() % 5 !== 0 ? winners[i - 1]! : sides[next() % 3]!);
      const road = bigRoad(winners, rows);
      const places = new Set(road.cells.map((cell) => `${cell.column}:${cell.row}`));
      expect(places.size).toBe(road.cells.length);
      expect(road.cells.every((cell) => cell.row < rows && cell.column < road.columns)).toBe(true);
      const ties = road.cells.reduce((sum, cell) => sum + cell.ties, road.leadingTies);
      expect(ties + road.cells.length).toBe(winners.length);
    }
  });
});

describe('bead plate', () => {
  it('fills each column top to bottom, ties included', () => {
    const results: BaccaratWinner[] = ['banker', 'player', 'tie', 'player', 'banker', 'banker', 'tie', 'player'];
    expect(beadPlate(results).slice(5)).toEqual([
      { column: 0, row: 5, result: 'banker' },
      { column: 1, row: 0, result: 'tie' },
      { column: 1, row: 1, result: 'player' },
    ]);
    expect(beadPlate([17, 0, 32, 5], 3)).toEqual([
      { column: 0, row: 0, result: 17 },
      { column: 0, row: 1, result: 0 },
      { column: 0, row: 2, result: 32 },
      { column: 1, row: 0, result: 5 },
    ]);
  });
});

describe('hot and cold', () => {
  // Counts: 0 once, 1 twice, 2 once, 3 three times, 4 to 6 never, 7 once.
  const recent = [3, 1, 3, 0, 2, 3, 1, 7];

  it('lists the most and the least frequent, the lower value first on equal counts', () => {
    expect(hotAndCold(recent, 8, 3)).toEqual({
      hot: [
        { value: 3, count: 3 },
        { value: 1, count: 2 },
        { value: 0, count: 1 },
      ],
      cold: [
        { value: 4, count: 0 },
        { value: 5, count: 0 },
        { value: 6, count: 0 },
      ],
    });
    const { hot, cold } = hotAndCold(recent, 8);
    expect(hot.map((entry) => entry.value)).toEqual([3, 1, 0, 2, 7]);
    expect(cold.map((entry) => entry.value)).toEqual([4, 5, 6, 0, 2]);
  });

  it('lists the whole pool when it is smaller than the count', () => {
    expect(hotAndCold([], 3).hot).toEqual([
      { value: 0, count: 0 },
      { value: 1, count: 0 },
      { value: 2, count: 0 },
    ]);
  });

  it('refuses a value outside the pool', () => {
    for (const value of [8, -1, 1.5]) expect(() => hotAndCold([value], 8)).toThrow(RangeError);
  });
});
