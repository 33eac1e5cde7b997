import { useSyncExternalStore } from 'react';

/**
 * Whether a proof of work is being solved now (issue 22). Apart from the solver, which is loaded only
 * when a call first asks for a proof, so that buttons can follow it without loading the solver.
 */
let solving = 0;
const listeners = new Set<() => void>();

export function markSolving(delta: 1 | -1): void {
  solving += delta;
  for (const listener of listeners) listener();
}

/** A pending submit button reads "Verifying…" while this is true. */
export function useSolvingProof(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => solving > 0,
    () => false,
  );
}
