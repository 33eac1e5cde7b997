import type { BaccaratWinner } from '../table/baccarat-coup.js';

/**
 * The boards a live table shows beside the game: the baccarat roads drawn from the past results, and the hot and
 * cold numbers. Pure functions of the results, in the order they came; no randomness.
 */

export type RoadWinner = Exclude<BaccaratWinner, 'tie'>;

/** One cell of the big road: column 0 is the leftmost, row 0 the top. */
export interface BigRoadCell {
  column: number;
  row: number;
  winner: RoadWinner;
  /** The ties that came after this result and before the next one. */
  ties: number;
}

export interface BigRoad {
  /** In the order the results came. */
  cells: BigRoadCell[];
  /** The columns the road takes, dragon tails included: one past the rightmost cell's column. */
  columns: number;
  /** The ties that came before the first player or banker win, which have no cell to mark yet. */
  leadingTies: number;
}

/**
 * The big road: each run of one side's wins goes down a column, and the next run starts a new column to the right
 * of where this one started. A run that reaches the bottom row, or a cell already taken (another run's tail),
 * turns right and goes on along that row (a "dragon tail"), staying there. A tie takes no cell: it is counted
 * on the last cell.
 */
export function bigRoad(winners: readonly BaccaratWinner[], rows = 6): BigRoad {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const at = (column: number, row: number) => `${column}:${row}`;
  let leadingTies = 0;
  let runColumn = -1;
  let turned = false;
  for (const winner of winners) {
    const last = cells.at(-1);
    if (winner === 'tie') {
      if (last) last.ties++;
      else leadingTies++;
      continue;
    }
    let column: number;
    let row: number;
    if (last?.winner === winner) {
      turned ||= last.row + 1 >= rows || taken.has(at(last.column, last.row + 1));
      column = turned ? last.column + 1 : last.column;
      row = turned ? last.row : last.row + 1;
    } else {
      // A tail along the top row can reach past where the next run would start: it starts after the tail.
      column = runColumn + 1;
      while (taken.has(at(column, 0))) column++;
      runColumn = column;
      row = 0;
      turned = false;
    }
    taken.add(at(column, row));
    cells.push({ column, row, winner, ties: 0 });
  }
  const columns = cells.reduce((most, cell) => Math.max(most, cell.column + 1), 0);
  return { cells, columns, leadingTies };
}

export interface BeadCell<Result> {
  column: number;
  row: number;
  result: Result;
}

/** The bead plate: one cell per result, ties too, filling each column top to bottom, then the next. */
export function beadPlate<Result>(results: readonly Result[], rows = 6): BeadCell<Result>[] {
  return results.map((result, index) => ({ column: Math.floor(index / rows), row: index % rows, result }));
}

export interface NumberCount {
  value: number;
  count: number;
}

export interface HotAndCold {
  /** The most frequent values, most first. */
  hot: NumberCount[];
  /** The least frequent, least first; values that did not come count 0. */
  cold: NumberCount[];
}

/**
 * The `count` most and least frequent of the values 0 to pool - 1 among the recent results (a roulette's last
 * hundred spins); equal counts go to the lower value first, in both lists.
 */
export function hotAndCold(numbers: readonly number[], pool: number, count = 5): HotAndCold {
  const counts = Array.from({ length: pool }, (_, value): NumberCount => ({ value, count: 0 }));
  for (const number of numbers) {
    const counted = Number.isInteger(number) ? counts[number] : undefined;
    if (!counted) throw new RangeError(`${number} is not a value from 0 to ${pool - 1}`);
    counted.count++;
  }
  const byLowerValue = (a: NumberCount, b: NumberCount) => a.value - b.value;
  return {
    hot: [...counts].sort((a, b) => b.count - a.count || byLowerValue(a, b)).slice(0, count),
    cold: [...counts].sort((a, b) => a.count - b.count || byLowerValue(a, b)).slice(0, count),
  };
}
