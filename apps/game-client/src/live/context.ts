import { createContext, useContext } from 'react';

/**
 * What the live shell tells its own boards and views beyond the house families' props: everyone's totals by spot
 * this round (the boards show them small on each spot) and how long the table reveals a result.
 */
export interface LiveTableContext {
  /** Everyone's stakes this round by spot, minor units (the board frame's totals). */
  totals: Readonly<Record<string, string>>;
  /** The reveal's length, from bets closing to the result shown whole (timing.revealMs). */
  revealMs: number;
}

export const LiveContext = createContext<LiveTableContext>({ totals: {}, revealMs: 4000 });

export const useLiveTable = () => useContext(LiveContext);
