import type { HouseRound } from '@portal/contracts';
import { type PlinkoRisk, plinkoTable, wheelTable } from '@portal/house-games';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * What the arcade boards and views share: the player's choice (the spot of the round's only wager), kept here so
 * the view can draw the chosen plinko board or wheel before the round, and the clock of the views' animations.
 */

const chosen = new Map<string, string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Sets the chosen spot of a game (the board calls `only(spot)` through `useOnly`). */
export function choose(game: string, spot: string): void {
  chosen.set(game, spot);
  for (const listener of listeners) listener();
}

/** The spot chosen for a game, or the game's default. */
export const useChoice = (game: string, fallback: string): string =>
  useSyncExternalStore(subscribe, () => chosen.get(game) ?? fallback);

/**
 * Keeps the round's only wager on the chosen spot, with the shell's chip, whenever either changes, and puts it
 * back once the shell has cleared the wagers after a round (the stake then stays in view for the next one).
 */
export function useOnly(
  spot: string,
  chip: bigint,
  wagers: Readonly<Record<string, bigint>>,
  only: (spot: string) => void,
) {
  const latest = useRef(only);
  latest.current = only;
  const empty = Object.keys(wagers).length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `empty` going true (the shell cleared the wagers) re-places
  useEffect(() => {
    if (chip > 0n) latest.current(spot);
  }, [spot, chip, empty]);
}

/**
 * The progress (0 to 1) of a round's animation, restarted when `key` (the round id) changes; 1 at once under
 * reduced motion or without a round.
 */
export function useProgress(key: string | null, duration: number, reducedMotion: boolean): number {
  const [state, setState] = useState<{ key: string | null; p: number }>({ key: null, p: 1 });
  useEffect(() => {
    if (key === null || reducedMotion) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const p = Math.min(1, (now - start) / duration);
      setState({ key, p });
      if (p < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [key, duration, reducedMotion]);
  if (key === null || reducedMotion) return 1;
  return state.key === key ? state.p : 0;
}

/** Tells the shell the round's animation has landed (the family holds the result line until then). */
export function useRevealedAt(progress: number, round: HouseRound | null, revealed: () => void): void {
  const landed = round !== null && progress >= 1;
  const roundId = round?.roundId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per round, when it lands (revealed changes every render)
  useEffect(() => {
    if (landed && roundId) revealed();
  }, [landed, roundId]);
}

export const easeOut = (p: number) => 1 - (1 - p) ** 3;

/** 12345 → '123.45'. */
export const hundredths = (value: number) => (Math.floor(value) / 100).toFixed(2);

/** A multiple in hundredths as a table prints it: '2.00x', '1,000.00x'. */
export const times = (value: number) =>
  `${(Math.floor(value) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;

/** A bucket's or segment's multiple kept short: 1000, 26, 1.5, 0.2. */
export const short = (value: number) => String(value / 100);

/** The round's view when it is this game's and on the given spot (or any spot without one). */
export function viewOf<View extends { spot: string }>(round: HouseRound | null, spot?: string): View | null {
  const view = round?.view as View | undefined;
  if (!view || typeof view.spot !== 'string') return null;
  return spot === undefined || view.spot === spot ? view : null;
}

/**
 * A table of multiples by bucket or segment (hundredths) read from the rules' spot ('5.6, 2.1, 1.1 x by bucket'):
 * the maths package does not export its tables.
 */
/** The multiples (hundredths) of a plinko or wheel spot: the maths' own tables, bucket or segment order. */
export function tableOf(spot: string): number[] {
  const [game, size, risk] = spot.split('-') as [string, string, PlinkoRisk];
  if (game === 'plinko') return plinkoTable(Number(size), risk);
  if (game === 'wheel') return wheelTable(Number(size), risk);
  return [];
}

/** A colour for a multiple: grey for nothing, cool for small, warm to red for big. */
export function colourOf(value: number): string {
  if (value === 0) return '#4b4468';
  if (value < 100) return '#facc15';
  if (value < 150) return '#38bdf8';
  if (value < 160) return '#34d399';
  if (value < 200) return '#a78bfa';
  if (value < 300) return '#a3e635';
  if (value < 400) return '#fb923c';
  if (value < 900) return '#f472b6';
  return '#ef4444';
}
