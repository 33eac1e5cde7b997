import { useCallback, useEffect, useRef, useState } from 'react';

export type SocketStatus =
  /** The first connection is being made. */
  | 'connecting'
  | 'open'
  /** It dropped; another try is on its way. */
  | 'reconnecting'
  /** The server refused the seat with one of the final codes: `refusedWith` says which. */
  | 'refused';

/** The wait before the n-th try again: 0.5 s doubling to 15 s, with a little jitter so seats do not stampede. */
export const backoffMs = (attempt: number, random = Math.random()) =>
  Math.min(15_000, 500 * 2 ** attempt) * (0.85 + 0.3 * random);

export interface ReconnectingSocketOptions<Frame> {
  url: string;
  enabled: boolean;
  /** A frame of this socket's kind (anything else is dropped). */
  isFrame(value: unknown): value is Frame;
  /** Close codes that end the seat: no try again. */
  finalCodes: ReadonlySet<number>;
  onFrame(frame: Frame): void;
  /** Each time the socket is back after a drop (the page reloads what the server does not resend). */
  onReconnect(): void;
}

/**
 * A game's socket, the live table's and the fishing sea's: every frame to `onFrame`; a drop is tried again with
 * backoff, at once when the page comes back to the foreground or the network returns, and `onReconnect` runs each
 * time it is back; a final close code ends it (`again` connects anew, as a player taking the seat back). `send`
 * writes a frame while it is open (false otherwise).
 */
export function useReconnectingSocket<Frame>(options: ReconnectingSocketOptions<Frame>) {
  const { url, enabled } = options;
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [refusedWith, setRefusedWith] = useState<number | null>(null);
  /** Bumped to connect again after a final close. */
  const [generation, setGeneration] = useState(0);
  const latest = useRef(options);
  latest.current = options;
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
      const next = new WebSocket(url);
      socket = next;
      next.onopen = () => {
        attempt = 0;
        current.current = next;
        setStatus('open');
        if (everOpen) latest.current.onReconnect();
        everOpen = true;
      };
      next.onmessage = (event) => {
        let frame: unknown;
        try {
          frame = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (latest.current.isFrame(frame)) latest.current.onFrame(frame);
      };
      next.onclose = (event) => {
        if (socket !== next || stopped) return;
        socket = null;
        current.current = null;
        if (latest.current.finalCodes.has(event.code)) {
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
  }, [url, enabled, generation]);

  const send = useCallback((frame: unknown) => {
    const socket = current.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);

  const again = useCallback(() => {
    setRefusedWith(null);
    setStatus('connecting');
    setGeneration((at) => at + 1);
  }, []);

  return { status, refusedWith, send, again };
}
