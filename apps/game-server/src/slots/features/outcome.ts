import type { Grid, Win } from '../evaluate.js';

// What a round of a slot with features is made of (round.ts plays it; paid.ts puts it in money).

/** A win of a round: its multiple in bet units (lines, coins) or, when `ofTotal`, in total bets (scatters, coins). */
export interface RoundWin extends Win {
  ofTotal: boolean;
}

/** One window of a round, as the player sees it, and what it paid. */
export interface RoundStep {
  kind: 'base' | 'tumble' | 'free' | 'respin';
  grid: Grid;
  wins: RoundWin[];
  /** Every win of the step counts this many times (free spins). */
  multiplier: number;
  /** Free spins or respins still to come after this step (0 outside them). */
  left: number;
  /** Reels a wild filled before pays were read. */
  expanded: number[];
}

export interface RoundOutcome {
  /** Every stop drawn, in the order drawn, and the length of the strip each was drawn on: what a check recomputes. */
  draws: number[];
  drawLengths: number[];
  /** The base spin first, then its tumbles, free spins and respins in the order played. */
  steps: RoundStep[];
  /** What the round pays in total bets, at most the model's maximum win. */
  multiple: number;
}
