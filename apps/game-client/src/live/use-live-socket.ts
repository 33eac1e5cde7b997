import type { LiveFrame } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { socketUrl } from './live-api';

/** The socket's close codes that mean the seat cannot sit here: no reconnect. */
export const closeCodes = { sessionInvalid: 4401, notALiveTable: 4404 } as const;

export type SocketStatus =
  /** The first connection is being made. */
  | 'connecting'
  | 'open'
  /** It dropped; another try is on its way. */
  | 'reconnecting'
  /** The server refused the seat (4401, 4404): the code says why. */
  | 'refused';

/** The wait before the n-th try again: 0.5 s doubling to 15 s, with a little jitter so seats do not stampede. */
export const backoffMs = (attempt: number, random = Math.random()) =>
  Math.min(15_000, 500 * 2 ** attempt) * (0.85 + 0.3 * random);

function isFrame(value: unknown): value is LiveFrame {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'state' || type === 'board' || type === 'settled';
}

/**
 * The table's socket: every frame to `onFrame`; a drop is tried again with backoff, and each time it is back
 * `onReconnect` runs (the server sends the table whole on connect; the seat's balance and bets it reloads). A page
 * that comes back to the foreground tries at once. Closed for good on 4401 and 4404.
 */
export function useLiveSocket(
  session: string,
  enabled: boolean,
  onFrame: (frame: LiveFrame) => void,
  onReconnect: () => void,
): { status: SocketStatus; refusedWith: number | null } {
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [refusedWith, setRefusedWith] = useState<number | null>(null);
  const handlers = useRef({ onFrame, onReconnect });
  handlers.current = { onFrame, onReconnect };

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
        if (event.code === closeCodes.sessionInvalid || event.code === closeCodes.notALiveTable) {
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
    const onVisible = () => {
      if (document.visibilityState === 'visible' && socket === null && timer !== undefined) connect();
    };
    const onOnline = () => {
      if (socket === null && timer !== undefined) connect();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      socket?.close(1000);
    };
  }, [session, enabled]);

  return { status, refusedWith };
}
