import type { LivePhase } from '@portal/contracts';
import { createContext, useContext } from 'react';
import type { DraftWagers } from '../house/plugin';
import type { Countdown } from './clock';

/**
 * A seat at a table that takes decisions (blackjack, casino hold'em), as its view draws it: the cards every seat
 * shares while they decide, the seat's own hand and moves, what it has staked, and the way to make a move.
 */
export interface LiveDecisions {
  phase: LivePhase;
  /** `<table>#<round>`: the round's cards are keyed by it (liveRoundId), null before the first round. */
  roundKey: string | null;
  /** The cards every seat shares while they decide (the round's `dealt`), null outside the decisions. */
  dealt: unknown;
  /** The seat's own hand this round (masked until settled; the settled hand once read again), null: no hand. */
  hand: unknown;
  /** The hand above is the settled one (its result, the dealer's whole hand). */
  handSettled: boolean;
  /** The moves open to the seat now. */
  actions: readonly string[];
  /** The moves the seat took this round, in order (this device's; empty after a reload). */
  taken: readonly string[];
  /** The seat's bets this round by spot (minor units), and all it has staked (a double or a call adds). */
  wagers: DraftWagers;
  stake: bigint;
  /** A move is on its way. */
  acting: boolean;
  /** What is left of the decisions (while deciding). */
  countdown: Countdown | null;
  /** Why the last move was refused, in the player's language. */
  error: string | null;
  act(action: string): void;
}

/**
 * What the live shell tells its own boards and views beyond the house families' props: everyone's totals by spot
 * this round (the boards show them small on each spot), how long the table reveals a result, and at the tables
 * that take decisions the seat's hand and moves.
 */
export interface LiveTableContext {
  /** Everyone's stakes this round by spot, minor units (the board frame's totals). */
  totals: Readonly<Record<string, string>>;
  /** The reveal's length, from bets closing (decisions closing) to the result shown whole (timing.revealMs). */
  revealMs: number;
  /** At the tables that take decisions; null at the instant ones. */
  decisions: LiveDecisions | null;
}

export const LiveContext = createContext<LiveTableContext>({ totals: {}, revealMs: 4000, decisions: null });

export const useLiveTable = () => useContext(LiveContext);
