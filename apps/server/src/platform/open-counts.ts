/**
 * Open connections per key (an address, a member) on this instance, each admitted up to a cap: the chat's sockets,
 * the jackpot's streams.
 */
export class SocketCounts {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts one more for the key and answers its release, or null when the key is at its cap. */
  admit(key: string): (() => void) | null {
    const count = this.open.get(key) ?? 0;
    if (count >= this.cap) return null;
    this.open.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }
}
