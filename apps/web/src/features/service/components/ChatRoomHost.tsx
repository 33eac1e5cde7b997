import { lazy, Suspense, useEffect } from 'react';
import { closeChatRoom, useChatRoomOpen } from '../../../lib/chat-room';
import { useSession } from '../../../lib/member/use-session';

// The dialog (its socket, messages and form) loads when the room first opens: every page's first load
// carries only this host (issue 23: the home page's initial JavaScript).
const ChatRoomDialog = lazy(() => import('./ChatRoomDialog').then((m) => ({ default: m.ChatRoomDialog })));

/** Where the shell keeps the chat-room dialog: drawn once it is open for a signed-in member. */
export function ChatRoomHost() {
  const open = useChatRoomOpen();
  const { token } = useSession();
  // Signing out closes the room with the session.
  useEffect(() => {
    if (!token) closeChatRoom();
  }, [token]);
  if (!open || !token) return null;
  return (
    <Suspense fallback={null}>
      <ChatRoomDialog />
    </Suspense>
  );
}
