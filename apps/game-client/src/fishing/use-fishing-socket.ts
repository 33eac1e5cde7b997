import type { FishingFrame, FishingShot } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { socketUrl } from './fishing-api';

/**
 * The socket's close codes that end the seat: no reconnect. 4409: the game was opened again elsewhere (another tab
 * of the same session took the seat); the player may take it back.
 */
export const closeCodes = { sessionInvalid: 4401, notFishing: 4404, replaced: 4409 } as const;
const final = new Set<number>(Object.values(closeCodes));

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** The wait before the n-th try again: 0.5 s doubling to 15 s, with a little jitter. */
export const backoffMs = (attempt: number, random = Math.random()) =>
  Math.min(15_000, 500 * 2 ** attempt) * (0.85 + 0.3 * random);

const FRAME_TYPES = new Set(['shot', 'refused', 'settled', 'void']);
const isFrame = (value: unknown): value is FishingFrame =>
  FRAME_TYPES.has(String((value as { type?: unknown } | null)?.type));

/**
 * The arcade's socket: every frame to `onFrame`, `send` for a shot (false while it is not open). A drop is tried
 * again with backoff (at once when the page comes back to the foreground or the network returns), and
 * `onReconnect` runs each time it is back. Closed for good on 4401 (the session ended), 4404 (not a fishing game)
 * and 4409 (taken by another window: `again` takes the seat back).
 */
export function useFishingSocket(
  session: string,
  enabled: boolean,
  onFrame: (frame: FishingFrame) => void,
  onReconnect: () => void,
): { status: SocketStatus; refusedWith: number | null; send(shot: FishingShot): boolean; again(): void } {
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [refusedWith, setRefusedWith] = useState<number | null>(null);
  /** Bumped to connect again after a final close (the seat taken back after 4409). */
  const [generation, setGeneration] = useState(0);
  const handlers = useRef({ onFrame, onReconnect });
  handlers.current = { onFrame, onReconnect };
  const current = useRef<WebSocket | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation connects again
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let everOpen = false;
    let stopped = false;

    const connect = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (stopped) return;
      const next = new WebSocket(socketUrl(window.location, session));
      socket = next;
      next.onopen = () => {
        attempt = 0;
        current.current = next;
        setStatus('open');
        if (everOpen) handlers.current.onReconnect();
        everOpen = true;
      };
      next.onmessage = (event) => {
        let frame: unknown;
        try {
          frame = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (isFrame(frame)) handlers.current.onFrame(frame);
      };
      next.onclose = (event) => {
        if (socket !== next || stopped) return;
        socket = null;
        current.current = null;
        if (final.has(event.code)) {
          stopped = true;
          setRefusedWith(event.code);
          setStatus('refused');
          return;
        }
        setStatus(everOpen ? 'reconnecting' : 'connecting');
        timer = window.setTimeout(connect, backoffMs(attempt));
        attempt += 1;
      };
    };
    const retryNow = () => {
      if (socket === null && timer !== undefined) connect();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') retryNow();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', retryNow);
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', retryNow);
      current.current = null;
      socket?.close(1000);
    };
  }, [session, enabled, generation]);

  const send = useCallback((shot: FishingShot) => {
    const socket = current.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(shot));
    return true;
  }, []);

  const again = useCallback(() => {
    setRefusedWith(null);
    setStatus('connecting');
    setGeneration((at) => at + 1);
  }, []);

  return { status, refusedWith, send, again };
}
