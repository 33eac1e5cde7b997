import type { ChatServerFrame } from '@portal/contracts';

type Listener = (frame: ChatServerFrame) => void;

/**
 * Who is listening to which room on this instance. A frame missed here (another instance, a dropped
 * socket) is never lost: it is in the table, and the browser asks for what follows its last id on
 * reconnect.
 */
export class ChatHub {
  private readonly rooms = new Map<bigint, Set<Listener>>();

  subscribe(roomId: bigint, listener: Listener): () => void {
    const listeners = this.rooms.get(roomId) ?? new Set<Listener>();
    listeners.add(listener);
    this.rooms.set(roomId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.rooms.delete(roomId);
    };
  }

  publish(roomId: bigint, frame: ChatServerFrame): void {
    for (const listener of this.rooms.get(roomId) ?? []) {
      // One broken socket must not keep the frame from the others.
      try {
        listener(frame);
      } catch {}
    }
  }
}
