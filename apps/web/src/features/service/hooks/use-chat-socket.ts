import {
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
  chatCloseCodes,
  servicePaths,
} from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readSession } from '../../../lib/storage';

export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** The smallest WebSocket the hook needs: tests hand in their own. */
export interface ChatSocketLike {
  readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(data: string): void;
  close(): void;
}
export type SocketFactory = (url: string) => ChatSocketLike;

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as ChatSocketLike;
/** Waits between reconnects: quick at first, then at most 15 s so a long outage does not hammer the server. */
export const reconnectDelays = [500, 1000, 2000, 5000, 10_000, 15_000];

export function socketUrl(path = servicePaths.socket, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/** Keeps one copy per id, in id order: a resend after a reconnect never shows twice. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage): ChatMessage[] {
  if (current.some((message) => message.id === incoming.id)) return current;
  const next = [...current, incoming];
  next.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  return next;
}

/**
 * The member's live chat room: connects while `token` is set, says who it is in its first frame (the
 * token never goes into the URL), reconnects by itself and resumes after the last message it holds.
 */
export function useChatSocket(token: string | null, createSocket: SocketFactory = browserSocket) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [unread, setUnread] = useState(0);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const socket = useRef<ChatSocketLike | null>(null);
  const lastSeen = useRef('0');

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const current = createSocket(socketUrl());
      socket.current = current;
      current.onopen = () => {
        const merchant = readSession('merchant') ?? undefined;
        const hello: ChatClientFrame = { type: 'hello', token, merchant, after: lastSeen.current };
        current.send(JSON.stringify(hello));
      };
      current.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as ChatServerFrame;
        if (frame.type === 'message') {
          if (BigInt(frame.message.id) > BigInt(lastSeen.current)) lastSeen.current = frame.message.id;
          setMessages((list) => mergeMessages(list, frame.message));
        } else if (frame.type === 'ready') {
          attempt = 0;
          setStatus('open');
          setUnread(frame.unread);
        } else if (frame.type === 'unread') {
          setUnread(frame.unread);
        } else {
          setError({ code: frame.code, message: frame.message });
        }
      };
      current.onclose = (event) => {
        if (stopped) return;
        if (event.code === chatCloseCodes.trial || event.code === chatCloseCodes.unauthorized) {
          setStatus('refused');
          return;
        }
        setStatus('reconnecting');
        const delay = reconnectDelays[Math.min(attempt, reconnectDelays.length - 1)]!;
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    setStatus('connecting');
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, [token, createSocket]);

  /** Sends a message; false when the socket is not open (the text stays in the box). */
  const send = useCallback((body: string) => {
    const current = socket.current;
    if (current?.readyState !== 1) return false;
    setError(null);
    current.send(JSON.stringify({ type: 'send', body } satisfies ChatClientFrame));
    return true;
  }, []);

  /** Tells the server the member has seen everything up to the newest message. */
  const markRead = useCallback(() => {
    const current = socket.current;
    if (current?.readyState === 1 && lastSeen.current !== '0') {
      current.send(JSON.stringify({ type: 'read', upTo: lastSeen.current } satisfies ChatClientFrame));
    }
  }, []);

  return { messages, status, unread, error, send, markRead };
}
