import type { BingoPattern } from '@portal/house-games';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { BoardProps } from '../../plugin';

/** A stable number from a title's code: two titles of the same game get their own colours and pattern. */
export function hashOf(code: string): number {
  let hash = 2166136261;
  for (let i = 0; i < code.length; i++) hash = Math.imul(hash ^ code.charCodeAt(i), 16777619);
  return hash >>> 0;
}
export const hueOf = (code: string): number => hashOf(code) % 360;

/** The title's name as printed on the ticket: its catalogue name, else its code's words. */
export const titleOf = (name: string | null, code: string): string =>
  name ?? code.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The page's language (the shell sets it from the session): numbers are written the player's way. */
const pageLocale = (): string | undefined =>
  typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
/** '×10,000' style multiple, in the player's locale. */
export const times = (multiple: number): string => `×${multiple.toLocaleString(pageLocale())}`;
/** A whole number in the player's locale. */
export const count = (value: number): string => value.toLocaleString(pageLocale());

/** Long amounts ('500.000,00 US$') get a smaller type so a cell or a tile never overflows. */
export const lengthClass = (amount: string): string =>
  amount.length > 13 ? ' tickets-longer' : amount.length > 10 ? ' tickets-long' : '';

/** 'minor units × multiple' as minor units (multiples are whole numbers here). */
export const scaled = (minor: bigint, multiple: number): bigint => minor * BigInt(Math.round(multiple));

/** Tells the shell once the view has shown the round's result (it holds its win line back until then). */
export function useRevealed(roundId: string, shown: boolean, revealed: () => void) {
  const revealedNow = useRef(revealed);
  revealedNow.current = revealed;
  useEffect(() => {
    if (roundId && shown) revealedNow.current();
  }, [roundId, shown]);
}

/**
 * Keeps the table's one wager on `spot` at `amount`: when the board mounts, when the choice or the chip changes,
 * and when the shell empties the wagers (a deal, "clear").
 */
export function useOnlyWager(spot: string, amount: bigint, { wagers, only }: BoardProps) {
  const onlyNow = useRef(only);
  onlyNow.current = only;
  const current = wagers[spot];
  const alone = Object.keys(wagers).length === 1;
  useEffect(() => {
    if (current !== amount || !alone) onlyNow.current(spot, amount);
  }, [spot, amount, current, alone]);
}

/** The cells (index = row x 5 + column) of the pattern a bingo card is paid for, to light them up. */
export function patternCells(pattern: BingoPattern | null, marked: readonly number[]): Set<number> {
  if (!pattern) return new Set();
  const on = new Set(marked);
  const line = (cells: number[]) => cells.every((cell) => on.has(cell));
  const range = [0, 1, 2, 3, 4];
  const lines = [
    ...range.map((row) => range.map((column) => row * 5 + column)),
    ...range.map((column) => range.map((row) => row * 5 + column)),
    range.map((i) => i * 6),
    range.map((i) => i * 5 + 4 - i),
  ];
  const shapes: Partial<Record<BingoPattern, number[]>> = {
    blackout: Array.from({ length: 25 }, (_, cell) => cell),
    frame: [...lines[0]!, ...lines[4]!, ...lines[5]!, ...lines[9]!],
    x: [...lines[10]!, ...lines[11]!],
    'four-corners': [0, 4, 20, 24],
  };
  return new Set(shapes[pattern] ?? lines.filter(line).flat());
}

/** The cells drawn in the pay table's little picture of a pattern. */
export const PATTERN_PICTURE: Record<BingoPattern, number[]> = {
  blackout: Array.from({ length: 25 }, (_, cell) => cell),
  frame: [0, 1, 2, 3, 4, 5, 9, 10, 14, 15, 19, 20, 21, 22, 23, 24],
  x: [0, 4, 6, 8, 12, 16, 18, 20, 24],
  'three-lines': [0, 1, 2, 3, 4, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24],
  'two-lines': [5, 6, 7, 8, 9, 15, 16, 17, 18, 19],
  'four-corners': [0, 4, 20, 24],
  line: [10, 11, 12, 13, 14],
};

/** 75-ball columns: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75. */
export const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export const columnOf = (ball: number): number => Math.min(4, Math.floor((ball - 1) / 15));

/** The bingo cards chosen on the board, which the idle view shows as blank cards (the board unmounts mid-round). */
let cardCount = 1;
const listeners = new Set<() => void>();
export function setCardCount(n: number) {
  cardCount = n;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const useCardCount = (): number => useSyncExternalStore(subscribe, () => cardCount);
