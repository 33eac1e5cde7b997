/**
 * Bingo patterns over a card's marked cells, as a 25-bit mask (bit index = row x 5 + column; the free centre,
 * bit 12, is always marked). A card pays its best pattern only; the pay table is ordered best first.
 */
export type BingoPattern = 'blackout' | 'frame' | 'x' | 'three-lines' | 'two-lines' | 'four-corners' | 'line';

export const CARD_SIZE = 5;
export const CARD_CELLS = CARD_SIZE * CARD_SIZE;
export const FREE_CELL = 12;

const cellBit = (row: number, column: number): number => 1 << (row * CARD_SIZE + column);
const range = (length: number): number[] => Array.from({ length }, (_, i) => i);
const maskOf = (cells: readonly [number, number][]): number =>
  cells.reduce((mask, [row, column]) => mask | cellBit(row, column), 0);

/** The twelve lines: five rows, five columns, two diagonals (the free centre counts toward four of them). */
export const LINE_MASKS: readonly number[] = [
  ...range(CARD_SIZE).map((row) => maskOf(range(CARD_SIZE).map((column) => [row, column]))),
  ...range(CARD_SIZE).map((column) => maskOf(range(CARD_SIZE).map((row) => [row, column]))),
  maskOf(range(CARD_SIZE).map((i) => [i, i])),
  maskOf(range(CARD_SIZE).map((i) => [i, CARD_SIZE - 1 - i])),
];

const last = CARD_SIZE - 1;
export const PATTERN_MASKS = {
  blackout: 2 ** CARD_CELLS - 1,
  /** The 16 border cells: top and bottom rows, left and right columns. */
  frame: LINE_MASKS[0]! | LINE_MASKS[last]! | LINE_MASKS[CARD_SIZE]! | LINE_MASKS[CARD_SIZE + last]!,
  /** Both diagonals (9 cells, the free centre among them). */
  x: LINE_MASKS[2 * CARD_SIZE]! | LINE_MASKS[2 * CARD_SIZE + 1]!,
  fourCorners: maskOf([
    [0, 0],
    [0, last],
    [last, 0],
    [last, last],
  ]),
} as const;

export interface PayTableEntry {
  pattern: BingoPattern;
  /** Multiple of the card's stake, stake included. */
  multiple: number;
  /** The cells the pattern needs marked (0 when it is a count of lines). */
  cells: number;
  /** The completed lines it needs (0 when it is a shape). */
  lines: number;
}

/**
 * The pay table, best first, in multiples of one card's stake. Return 94.95 % (see exact-return.ts): the player
 * gets 30 of the 75 balls, so a card's 24 numbers are each marked with probability 2/5 and a line is the common
 * win (about one card in seven); the frame and the blackout are long shots (1 in 59 million, 1 in 43 trillion).
 */
export const PAY_TABLE: readonly PayTableEntry[] = [
  { pattern: 'blackout', multiple: 10000, cells: PATTERN_MASKS.blackout, lines: 0 },
  { pattern: 'frame', multiple: 2000, cells: PATTERN_MASKS.frame, lines: 0 },
  { pattern: 'x', multiple: 200, cells: PATTERN_MASKS.x, lines: 0 },
  { pattern: 'three-lines', multiple: 60, cells: 0, lines: 3 },
  { pattern: 'two-lines', multiple: 20, cells: 0, lines: 2 },
  { pattern: 'four-corners', multiple: 6, cells: PATTERN_MASKS.fourCorners, lines: 0 },
  { pattern: 'line', multiple: 4, cells: 0, lines: 1 },
];

// Plain data rather than a predicate per entry: the browser can render the table as it is, and the cell sets
// are what the exact return groups markings by.
const completes = (entry: PayTableEntry, marked: number, lines: number): boolean =>
  (marked & entry.cells) === entry.cells && lines >= entry.lines;

/**
 * Every cell set bestPatternIndex and patternsHit look at: they see a marking only through whether each of these
 * is wholly marked, which is what lets exact-return.ts enumerate half cards instead of whole ones.
 */
export const PATTERN_CELL_SETS: readonly number[] = [...LINE_MASKS, ...PAY_TABLE.map((entry) => entry.cells)];

/** How many of the twelve lines the marked cells complete. */
export function completedLines(marked: number): number {
  let lines = 0;
  for (const line of LINE_MASKS) if ((marked & line) === line) lines++;
  return lines;
}

/** Every pattern the marked cells complete, best first (a blackout completes all of them). */
export function patternsHit(marked: number): BingoPattern[] {
  const lines = completedLines(marked);
  return PAY_TABLE.filter((entry) => completes(entry, marked, lines)).map((entry) => entry.pattern);
}

/** The index in PAY_TABLE of the best pattern completed, or -1: the table is ordered best first. */
export function bestPatternIndex(marked: number): number {
  const lines = completedLines(marked);
  return PAY_TABLE.findIndex((entry) => completes(entry, marked, lines));
}
