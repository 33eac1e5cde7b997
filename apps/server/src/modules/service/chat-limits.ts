/**
 * The chat socket's bounds (issue 22: two sockets took the server from 412 to 755 MB, and sockets that
 * never said hello stayed open). Every bound is decided in memory, on this instance, before any frame
 * costs a database round trip; SECURITY.md lists them. Tests pass smaller ones to `buildApp`.
 */
export interface ChatSocketLimits {
  /** A socket must say hello (with its token) within this time, else it is closed with 4408. */
  helloTimeoutMs: number;
  /** Sockets one member may hold open on an instance (tabs, devices): the next hello is refused with 4429. */
  perMember: number;
  /** Sockets one address may hold open on an instance, signed in or not: the next is closed at once with 4429. */
  perAddress: number;
  /** Frames a socket may send at once, then `framesPerSecond`: the others are refused, no database touched. */
  frameBurst: number;
  framesPerSecond: number;
  /** Frames admitted but not handled yet (each waits its turn for the database): more are refused. */
  maxQueuedFrames: number;
  /** Bytes waiting to go out to a reader that does not read: past them the socket is dropped, its buffer freed. */
  maxBufferedBytes: number;
}

export const defaultChatSocketLimits: ChatSocketLimits = {
  helloTimeoutMs: 10_000,
  perMember: 5,
  perAddress: 20,
  frameBurst: 20,
  framesPerSecond: 5,
  // A whole burst may wait its turn; past it (a database slower than the frames) frames are refused.
  maxQueuedFrames: 20,
  maxBufferedBytes: 1024 * 1024,
};

/**
 * A socket's frame allowance: `burst` at once, refilled at `perSecond`, on the given clock (the
 * throttle's, so tests move it instead of sleeping). Taking is a decision in memory only.
 */
export class FrameBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
