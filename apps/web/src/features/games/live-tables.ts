import type { Room } from '@portal/contracts';
import { createContext, useContext } from 'react';

/** The live tables of the list being shown, by node id: the /live page provides them, other lists none. */
export const LiveTablesContext = createContext<ReadonlyMap<string, Room> | null>(null);

/** The live table of a game card, when its list shows live tables and the vendor reports this one. */
export const useLiveTable = (nodeId: string): Room | undefined => useContext(LiveTablesContext)?.get(nodeId);

/** How a history chip is drawn: the winning side's colour, a roulette pocket's, or plain. */
export function resultTone(kind: string, summary: string): string {
  if (['player', 'dragon', 'player-a', 'andar'].includes(summary)) return 'blue';
  if (['banker', 'tiger', 'player-b', 'bahar'].includes(summary)) return 'red';
  if (summary === 'tie') return 'green';
  if (kind === 'roulette') return summary === '0' ? 'green' : redPockets.has(Number(summary)) ? 'red' : 'dark';
  return 'plain';
}

const redPockets = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
