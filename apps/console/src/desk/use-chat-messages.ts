import type { ChatMessage } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiFailure, api } from '../api';
import { useConsole } from '../console-context';
import { messageOf } from '../strings';
import { followRoom } from './room-stream';

/**
 * An open chat follows the room's event stream (issue 25: the staff side in real time); the room is also read this
 * often in case a stream dies silently, and this long after a refused or dropped stream before following it again.
 */
export const chatFallbackMs = 30_000;
const retryMs = 3000;
const batch = 200;

/** Messages by id, once each, oldest first (a reply added at once and read again by the poll stays one). */
function merged(held: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/**
 * An open chat's messages, live: everything after the last one read, whenever the room's stream says a message was
 * posted (reading them marks them read for the staff). `add` puts the operator's own reply in at once; each read
 * goes on after the last message it read itself, so nothing the member wrote meanwhile is skipped. Reads never
 * overlap: an event during a read makes one more read after it.
 */
export function useChatMessages(roomId: string | null, onRead: () => void) {
  const { t, signOut } = useConsole();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const last = useRef('0');
  const readRef = useRef(onRead);
  readRef.current = onRead;

  useEffect(() => {
    setMessages([]);
    setLoaded(false);
    setFailure(null);
    last.current = '0';
    if (!roomId) return;
    const following = new AbortController();
    let stopped = false;
    let reading: Promise<void> | null = null;
    let again = false;
    const refused = (error: unknown) => {
      if (stopped) return true;
      const refusal = error instanceof ApiFailure ? error : new ApiFailure('NETWORK');
      if (refusal.code === 'SESSION_EXPIRED' || refusal.code === 'UNAUTHORIZED') {
        stopped = true;
        following.abort();
        signOut(messageOf(t, refusal));
        return true;
      }
      setFailure(messageOf(t, refusal));
      return false;
    };
    const readOnce = async () => {
      try {
        for (;;) {
          const more = await api.chatMessages(roomId, last.current);
          if (stopped) return;
          if (more.length > 0) {
            last.current = more.at(-1)!.id;
            setMessages((held) => merged(held, more));
            readRef.current();
          }
          if (more.length < batch) break;
        }
        setLoaded(true);
        setFailure(null);
      } catch (error) {
        refused(error);
      }
    };
    const read = (): Promise<void> => {
      if (reading) {
        again = true;
        return reading;
      }
      reading = (async () => {
        do {
          again = false;
          await readOnce();
        } while (again && !stopped);
        reading = null;
      })();
      return reading;
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const follow = async () => {
      while (!stopped) {
        const opened = Date.now();
        try {
          await followRoom(roomId, following.signal, () => void read());
          // A stream that ends at once (a proxy that does not keep it) is not opened again in a tight loop.
          if (Date.now() - opened < retryMs) await pause(retryMs);
        } catch (error) {
          if (refused(error)) return;
          await pause(retryMs);
        }
        // Whatever was posted between two streams is read before the next one opens.
        if (!stopped) await read();
      }
    };
    void read().then(follow);
    const fallback = setInterval(() => void read(), chatFallbackMs);
    return () => {
      stopped = true;
      following.abort();
      clearInterval(fallback);
    };
  }, [roomId, t, signOut]);

  return { messages, loaded, failure, add: (message: ChatMessage) => setMessages((held) => merged(held, [message])) };
}
