/**
 * A hand-built card (reading order, 0 at the free centre) and helpers to call exactly the balls a test needs.
 *   B   I   N   G   O
 *   1  16  31  46  61
 *   2  17  32  47  62
 *   3  18  **  48  63
 *   4  19  33  49  64
 *   5  20  34  50  65
 */
export const HAND_CARD = [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65];

/** A second card sharing no number with HAND_CARD. */
export const OTHER_CARD = [
  6, 21, 35, 51, 66, 7, 22, 36, 52, 67, 8, 23, 0, 53, 68, 9, 24, 37, 54, 69, 10, 25, 38, 55, 70,
];

/** 27 numbers on neither card, to pad a round's balls up to 30. */
export const OFF_CARD_NUMBERS = [
  11, 12, 13, 14, 15, 26, 27, 28, 29, 30, 39, 40, 41, 42, 43, 44, 45, 56, 57, 58, 59, 60, 71, 72, 73, 74, 75,
];

/** The numbers under the given cells of a card (the free centre has none). */
export const numbersAt = (card: readonly number[], cells: readonly number[]): number[] =>
  cells.map((cell) => card[cell]!).filter((number) => number !== 0);

/** 30 balls: the given numbers first, then numbers on neither hand-built card. */
export const paddedBalls = (numbers: readonly number[]): number[] => [
  ...numbers,
  ...OFF_CARD_NUMBERS.slice(0, 30 - numbers.length),
];
