/** The twenty fixed lines of a five-reel, three-row window: for each reel, the row (0 top) the line crosses. */
export const twentyLines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];

/** Forty lines on four rows: the twenty over the top three rows, and the same twenty one row lower. */
export const fortyLinesOnFourRows: readonly (readonly number[])[] = [
  ...twentyLines,
  ...twentyLines.map((line) => line.map((row) => row + 1)),
];

/** Ten lines of a five-reel, three-row window: the first ten of the twenty. */
export const tenLines: readonly (readonly number[])[] = twentyLines.slice(0, 10);
