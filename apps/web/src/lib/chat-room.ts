import { useSyncExternalStore } from 'react';

/**
 * Whether the chat-room dialog (SPEC §2) is open: opened from any customer-service entry (side menu,
 * header buttons), shown once by the shell.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const openChatRoom = () => set(true);
export const closeChatRoom = () => set(false);

export function useChatRoomOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
