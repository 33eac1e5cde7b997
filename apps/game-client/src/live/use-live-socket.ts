import type { LiveFrame } from '@portal/contracts';
import { type SocketStatus, useReconnectingSocket } from '../use-reconnecting-socket';
import { socketUrl } from './live-api';

export type { SocketStatus } from '../use-reconnecting-socket';

/** The socket's close codes that mean the seat cannot sit here: no reconnect. */
export const closeCodes = { sessionInvalid: 4401, notALiveTable: 4404 } as const;
const finalCodes: ReadonlySet<number> = new Set(Object.values(closeCodes));

function isFrame(value: unknown): value is LiveFrame {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'state' || type === 'board' || type === 'settled';
}

/**
 * The table's socket: every frame to `onFrame`; after a drop, each time it is back `onReconnect` runs (the
 * server sends the table whole on connect; the seat's balance and bets it reloads). Closed for good on 4401, 4404.
 */
export function useLiveSocket(
  session: string,
  enabled: boolean,
  onFrame: (frame: LiveFrame) => void,
  onReconnect: () => void,
): { status: SocketStatus; refusedWith: number | null } {
  const url = socketUrl(window.location, session);
  const { status, refusedWith } = useReconnectingSocket({ url, enabled, isFrame, finalCodes, onFrame, onReconnect });
  return { status, refusedWith };
}
