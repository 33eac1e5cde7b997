import type { FishingFrame, FishingShot } from '@portal/contracts';
import { type SocketStatus, useReconnectingSocket } from '../use-reconnecting-socket';
import { socketUrl } from './fishing-api';

/**
 * The socket's close codes that end the seat: no reconnect. 4409: the game was opened again elsewhere (another tab
 * of the same session took the seat); the player may take it back.
 */
export const closeCodes = { sessionInvalid: 4401, notFishing: 4404, replaced: 4409 } as const;
const final = new Set<number>(Object.values(closeCodes));

const FRAME_TYPES = new Set(['shot', 'refused', 'settled', 'void']);
const isFrame = (value: unknown): value is FishingFrame =>
  FRAME_TYPES.has(String((value as { type?: unknown } | null)?.type));

/**
 * The arcade's socket: every frame to `onFrame`, `send` for a shot (false while it is not open); after a drop,
 * `onReconnect` runs each time it is back. Closed for good on 4401 (the session ended), 4404 (not a fishing game)
 * and 4409 (taken by another window: `again` takes the seat back).
 */
export function useFishingSocket(
  session: string,
  enabled: boolean,
  onFrame: (frame: FishingFrame) => void,
  onReconnect: () => void,
): { status: SocketStatus; refusedWith: number | null; send(shot: FishingShot): boolean; again(): void } {
  const url = socketUrl(window.location, session);
  return useReconnectingSocket({ url, enabled, isFrame, finalCodes: final, onFrame, onReconnect });
}
