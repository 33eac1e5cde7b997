import type { ChatServerFrame } from '@portal/contracts';
import type { PgListener } from '../../platform/pg-listener.js';
import { chatFramesChannel } from './chat.repository.js';

type Listener = (frame: ChatServerFrame) => void;

/**
 * Who is listening to which room on this instance, and the way a frame reaches every instance: it is
 * sent as a notification (a message is at most 1000 characters, well inside NOTIFY's 8000 bytes) and each
 * instance hands it to its own sockets of that room. A frame missed (a dropped socket, an instance that
 * did not hear the notification) is never lost: it is in the table, and the browser asks for what follows
 * its last id on reconnect. So when this instance stops hearing notifications, or hears them again after
 * missing some, its sockets are asked to reconnect (`onResume`).
 */
export class ChatHub {
  private readonly rooms = new Map<bigint, Set<Listener>>();
  private readonly resumers = new Set<() => void>();

  constructor(
    private readonly listener: PgListener,
    /** Sends a notification on `chatFramesChannel` (the repository's). */
    private readonly notify: (payload: string) => Promise<void>,
  ) {
    listener.on(chatFramesChannel, (payload) => {
      const { room, frame } = JSON.parse(payload) as { room: string; frame: ChatServerFrame };
      this.deliver(BigInt(room), frame);
    });
    // Lost: frames may go unheard from now on. Back: some went unheard. Either way the sockets resume.
    let everConnected = false;
    listener.onConnected(() => {
      if (everConnected) this.resumeAll();
      everConnected = true;
    });
    listener.onLost(() => this.resumeAll());
  }

  /** Hands the room's frames to `listener` until the returned function is called. */
  subscribe(roomId: bigint, listener: Listener): () => void {
    const listeners = this.rooms.get(roomId) ?? new Set<Listener>();
    listeners.add(listener);
    this.rooms.set(roomId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.rooms.delete(roomId);
    };
  }

  /** Calls `resume` when this instance may have missed frames (its socket then reconnects). */
  onResume(resume: () => void): () => void {
    this.resumers.add(resume);
    return () => this.resumers.delete(resume);
  }

  /**
   * Sends a frame to everyone listening to the room on any instance. While this instance hears no
   * notifications its own sockets get the frame directly (the others hear it through PostgreSQL).
   */
  async publish(roomId: bigint, frame: ChatServerFrame): Promise<void> {
    if (!this.listener.listening) this.deliver(roomId, frame);
    await this.notify(JSON.stringify({ room: String(roomId), frame }));
  }

  private deliver(roomId: bigint, frame: ChatServerFrame): void {
    for (const listener of this.rooms.get(roomId) ?? []) {
      // One broken socket must not keep the frame from the others.
      try {
        listener(frame);
      } catch {}
    }
  }

  private resumeAll(): void {
    for (const resume of [...this.resumers]) {
      try {
        resume();
      } catch {}
    }
  }
}
