import type { BookEvent } from '@portal/contracts';
import { useRef, useState } from 'react';

/** A result that comes in after the event's end while the member watched is played back over this long. */
const REPLAY_MS = 12_000;
const clamp = (share: number) => Math.max(0, Math.min(1, share));

export interface Playback {
  /** How far the play has come, 0..1; 1 once the result is shown whole. */
  progress: number;
  /** The result is being played back (it came in after the event's end while the member watched). */
  replaying: boolean;
  skip(): void;
}

/**
 * Where a virtual event's play stands at the book's time `now`. With the result known before the end, the play
 * runs from `startsAt` to `endsAt` and lands on it; a result that arrives later (the book draws it at the end) is
 * played back briefly from when it came; one already known when the card first showed is shown at once, as is
 * every result when the member prefers reduced motion or skips. Without a result the play never quite ends.
 */
export function usePlayback(event: BookEvent, now: number, reducedMotion: boolean): Playback {
  const [skipped, setSkipped] = useState(false);
  const start = Date.parse(event.startsAt);
  const end = event.endsAt ? Date.parse(event.endsAt) : start;
  const firstSeenAt = useRef<number | null>(event.result ? Number.NEGATIVE_INFINITY : null);
  if (event.result && firstSeenAt.current === null) firstSeenAt.current = now;
  const seenAt = firstSeenAt.current ?? Number.POSITIVE_INFINITY;
  const live = clamp((now - start) / Math.max(1, end - start));
  const replaying = event.result !== null && seenAt >= end && !skipped && !reducedMotion;
  const progress =
    event.source !== 'virtual'
      ? 1
      : !event.result
        ? Math.min(live, 0.98)
        : reducedMotion || skipped
          ? 1
          : now < end
            ? live
            : replaying
              ? clamp((now - seenAt) / REPLAY_MS)
              : 1;
  return { progress, replaying: replaying && progress < 1, skip: () => setSkipped(true) };
}

/** The event with no outcome on its selections: while its play runs, the prices must not give the result away. */
export const withoutOutcomes = (event: BookEvent): BookEvent => ({
  ...event,
  markets: event.markets.map((market) => ({
    ...market,
    selections: market.selections.map((selection) => ({ ...selection, outcome: null })),
  })),
});
