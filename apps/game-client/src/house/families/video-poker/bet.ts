import { useSyncExternalStore } from 'react';

/**
 * The bet the board is about to play, shared with the view so its pay table shows each hand's pay at that bet
 * before the deal (the board is hidden while a round is open, the view always shows the pay table).
 */
let bet: bigint | null = null;
const listeners = new Set<() => void>();

export function publishBet(next: bigint) {
  if (next === bet) return;
  bet = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDraftBet = () => useSyncExternalStore(subscribe, () => bet);
