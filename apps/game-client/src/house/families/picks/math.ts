import { GOAL_LADDER, MINES_TILES, TOWER_LADDER } from '@portal/house-games';
import type { Fraction } from '@portal/lottery';
import { useSyncExternalStore } from 'react';

/**
 * The picks family's small client-side maths (the server's are the truth; these only preview what a board or the
 * next step would pay) and the level tables of tower and goal, which the round's view repeats once dealt.
 */
export interface Level {
  tiles: number;
  traps: number;
}

/** Tower's and goal's floors and levels: the maths' own (its view repeats them once a round is dealt). */
export const LADDERS: Record<string, { floors: number; levels: Record<string, Level>; fallback: string }> = {
  tower: { ...TOWER_LADDER, fallback: 'easy' },
  goal: { ...GOAL_LADDER, fallback: 'small' },
};

export const TILES = MINES_TILES;

export type Exact = Fraction;

/** '×1,234.56', floored to hundredths like the server's view. */
export function times({ num, den }: Exact): string {
  const hundredths = (num * 100n) / den;
  const whole = (hundredths / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `×${whole}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** As `times`, without the hundredths from ×1,000 up (a narrow column of a tower's floors). */
export function timesShort(multiple: Exact): string {
  const full = times(multiple);
  return multiple.num / multiple.den >= 1000n ? full.slice(0, -3) : full;
}

/** What a stake returns at a multiple, floored (one wager: the server floors the same way). */
export const payoutAt = (stake: string, multiple: { num: string; den: string }): bigint =>
  (BigInt(stake) * BigInt(multiple.num)) / BigInt(multiple.den);

// The player's last choice per game (mine count, difficulty, goal size): kept while the board unmounts during a
// round, and read by the idle view to preview the chosen table.
const chosen = new Map<string, string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setChoice(game: string, value: string): void {
  chosen.set(game, value);
  for (const listener of listeners) listener();
}

export function useChoice(game: string, fallback: string): string {
  return useSyncExternalStore(subscribe, () => chosen.get(game) ?? fallback);
}
