import type { BookEvent } from '@portal/contracts';
import type { BookText } from '../strings';

/** Where an event stands for the member at the book's time `now`. */
export type EventPhase = 'open' | 'playing' | 'awaiting' | 'in-play' | 'result' | 'void';

/**
 * The phase from the server's status and the book's clock: bets close at the start even before the next poll
 * says so; a closed virtual event plays until `endsAt`, then waits for its result; a closed fixture is in play
 * until the book enters its result.
 */
export function phaseOf(event: BookEvent, now: number): EventPhase {
  if (event.status === 'void') return 'void';
  if (event.status === 'settled') return 'result';
  if (event.status === 'open' && now < Date.parse(event.startsAt)) return 'open';
  if (event.source === 'fixture') return 'in-play';
  return event.endsAt && now < Date.parse(event.endsAt) ? 'playing' : 'awaiting';
}

/** The event as betting sees it: an open event past its start is closed, whatever the last poll said. */
export const asOfNow = (event: BookEvent, now: number): BookEvent =>
  event.status === 'open' && now >= Date.parse(event.startsAt) ? { ...event, status: 'closed' } : event;

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** A start time in the member's time zone and language: "Today 18:30", "Tomorrow 09:00", or "Sat 12 Jul 18:30". */
export function startLabel(startsAt: string, now: number, locale: string, text: BookText): string {
  const start = new Date(startsAt);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(start);
  if (dayKey(start) === dayKey(new Date(now))) return text('book.today', { time });
  if (dayKey(start) === dayKey(new Date(now + 86_400_000))) return text('book.tomorrow', { time });
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start);
}
