import type { BookEvent, BookSport } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { offsetOf } from '../../live/clock';
import { bookApi } from '../book-api';
import { useVisiblePoll } from '../use-visible-poll';

/** Every few seconds: prices move, markets are suspended, virtual events close and their results come in. */
const POLL_MS = 4000;

export type EventsState =
  | { kind: 'loading' }
  | { kind: 'failed'; code: string }
  | { kind: 'ready'; events: BookEvent[] };

/**
 * A sport's events, polled while the tab is visible. Each answer carries the book's time, handed to `onClock`
 * so countdowns run on the book's clock; a failed poll after a good one keeps the events shown (the next poll
 * will try again), only a first load that fails says so.
 */
export function useEvents(
  session: string,
  sport: BookSport | null,
  onEvents: (events: BookEvent[]) => void,
  onClock: (offset: number) => void,
): { state: EventsState; reload(): void } {
  // Each answer is kept with the sport and attempt it answers: another sport's (late) answer is never shown.
  const [answered, setAnswered] = useState<{ key: string; state: EventsState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${sport}:${attempt}`;
  const load = useCallback(async () => {
    if (!sport) return;
    try {
      const answer = await bookApi.events(session, sport);
      onClock(offsetOf(answer.now));
      onEvents(answer.events);
      setAnswered({ key, state: { kind: 'ready', events: answer.events } });
    } catch (error) {
      const failed: EventsState = { kind: 'failed', code: (error as { code?: string }).code ?? 'NETWORK' };
      setAnswered((shown) => (shown?.key === key && shown.state.kind === 'ready' ? shown : { key, state: failed }));
    }
  }, [session, sport, key, onEvents, onClock]);
  useVisiblePoll(load, POLL_MS, key);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: answered?.key === key ? answered.state : { kind: 'loading' }, reload };
}
