/** Where the lottery reads the time: the browser's clock by default, an injected one in tests. */
export interface Clock {
  now: () => number;
  /** How often a countdown on screen is redrawn. */
  tickMs: number;
}

export const browserClock: Clock = { now: () => Date.now(), tickMs: 1000 };

/** How far the server's clock runs ahead of ours, from its `serverTime` and when the answer arrived. */
export function offsetOf(serverTime: string, receivedAt: number): number {
  return Date.parse(serverTime) - receivedAt;
}

/** Milliseconds from the server's now until an instant it published (negative once past). */
export function msUntil(iso: string, localNow: number, offsetMs: number): number {
  return Date.parse(iso) - (localNow + offsetMs);
}
