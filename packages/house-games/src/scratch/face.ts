import type { Sampler } from '@portal/lottery';
import { dealFrom } from '../cards.js';
import { FACE_SYMBOLS } from './prize-table.js';

/** A 3x3 face, cells in reading order (index = row x 3 + column). */
export const FACE_CELLS = 9;

export interface ScratchFace {
  /** The prize multiple printed under each cell, reading order. */
  cells: number[];
  /** The indexes of the three matching cells, ascending; empty on a losing ticket. */
  winningCells: number[];
}

/** Every symbol in the list twice: drawing from it without replacement can never print a symbol three times. */
const twiceEach = (symbols: readonly number[]): number[] => symbols.flatMap((symbol) => [symbol, symbol]);

/**
 * The face of a ticket whose prize is already drawn (match three, as real tickets): a winner shows its amount in
 * exactly three cells and the other six from the remaining amounts, at most twice each; a loser shows nine amounts,
 * none three times. The face only dresses the drawn prize up, so it cannot change the odds: it is drawn after the
 * tier from the same stream, three cell places then the fillers (dealt from a pool holding each amount twice).
 */
export function* drawFace(multiple: number): Sampler<ScratchFace> {
  if (multiple === 0) return { cells: yield* dealFrom(twiceEach(FACE_SYMBOLS), FACE_CELLS), winningCells: [] };
  const places = Array.from({ length: FACE_CELLS }, (_, cell) => cell);
  const winningCells = (yield* dealFrom(places, 3)).sort((a, b) => a - b);
  const decoys = twiceEach(FACE_SYMBOLS.filter((symbol) => symbol !== multiple));
  const fillers = yield* dealFrom(decoys, FACE_CELLS - 3);
  const cells = places.map((cell) => (winningCells.includes(cell) ? multiple : fillers.shift()!));
  return { cells, winningCells };
}

/** The amount printed three times, if any (a valid face has at most one). */
export function tripledSymbols(cells: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const cell of cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= 3).map(([symbol]) => symbol);
}
