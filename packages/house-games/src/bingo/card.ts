import type { Sampler } from '@portal/lottery';
import { dealFrom } from '../cards.js';
import { CARD_CELLS, CARD_SIZE, FREE_CELL } from './patterns.js';

/** 75-ball bingo: columns B I N G O hold 1-15, 16-30, 31-45, 46-60, 61-75. */
export const BALLS = 75;
const COLUMN_SPAN = 15;
/** The balls the player gets per round (of 75): the whole return rests on this number. */
export const BALLS_DRAWN = 30;
/** The free centre's entry in a card's numbers. */
export const FREE = 0;

/** The numbers column `column` (0 = B ... 4 = O) may hold. */
export const columnNumbers = (column: number): number[] =>
  Array.from({ length: COLUMN_SPAN }, (_, i) => column * COLUMN_SPAN + i + 1);

/**
 * A card, its 25 numbers in reading order (index = row x 5 + column), FREE at the centre. Each column's numbers
 * are dealt without replacement from its fifteen, top to bottom (four for N, whose middle is the free cell), so
 * a card's numbers are distinct and every card is equally likely. Cards are independent: two may share numbers.
 */
export function* drawCard(): Sampler<number[]> {
  const numbers: number[] = new Array(CARD_CELLS).fill(FREE);
  for (let column = 0; column < CARD_SIZE; column++) {
    const rows = Array.from({ length: CARD_SIZE }, (_, row) => row).filter(
      (row) => row * CARD_SIZE + column !== FREE_CELL,
    );
    const dealt = yield* dealFrom(columnNumbers(column), rows.length);
    rows.forEach((row, i) => {
      numbers[row * CARD_SIZE + column] = dealt[i]!;
    });
  }
  return numbers;
}

/** The balls of a round, in draw order: the first BALLS_DRAWN of a shuffled 1-75. */
export function* drawBalls(): Sampler<number[]> {
  return yield* dealFrom(
    Array.from({ length: BALLS }, (_, i) => i + 1),
    BALLS_DRAWN,
  );
}

/** The card's marked cells as a mask (bit = cell index): the free centre and every number among the balls. */
export function markedMask(numbers: readonly number[], balls: readonly number[]): number {
  const drawn = new Set(balls);
  return numbers.reduce(
    (mask, number, cell) => (cell === FREE_CELL || drawn.has(number) ? mask | (1 << cell) : mask),
    0,
  );
}
