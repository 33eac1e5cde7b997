import type { ChatMessage } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiFailure, api } from '../api';
import { useConsole } from '../console-context';
import { messageOf } from '../strings';

/** How often an open chat is read again: the staff side has no socket, so the console polls (issue 25). */
export const chatPollMs = 3000;
const batch = 200;

/** Messages by id, once each, oldest first (a reply added at once and read again by the poll stays one). */
function merged(held: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/**
 * An open chat's messages, live: everything after the last one read, every few seconds while the room is open
 * (reading them marks them read for the staff). `add` puts the operator's own reply in at once; the poll keeps
 * reading after the last message it read itself, so nothing the member wrote meanwhile is skipped.
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
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
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
        if (stopped) return;
        const refusal = error instanceof ApiFailure ? error : new ApiFailure('NETWORK');
        if (refusal.code === 'SESSION_EXPIRED' || refusal.code === 'UNAUTHORIZED') {
          signOut(messageOf(t, refusal));
          return;
        }
        setFailure(messageOf(t, refusal));
      }
      if (!stopped) timer = setTimeout(() => void read(), chatPollMs);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [roomId, t, signOut]);

  return { messages, loaded, failure, add: (message: ChatMessage) => setMessages((held) => merged(held, [message])) };
}
