import type { BookEvent, BookSport } from '@portal/contracts';
import { CalendarX2, Sparkles } from 'lucide-react';
import { useBook } from '../book-context';
import { sportName } from '../labels';
import { bookErrorKey } from '../strings';
import { useServerNow } from '../use-server-now';
import { EventCard } from './EventCard';
import { useEvents } from './use-events';

interface EventListProps {
  sport: BookSport;
  /** The lobby opened on this sport's virtual entry: its virtual events come first. */
  virtualFirst: boolean;
  onEvents(events: BookEvent[]): void;
  onClock(offset: number): void;
}

/**
 * A sport's events in two sections, each honestly named: the virtual events the book draws itself (with their
 * badge) and the real-world fixtures the operator entered (or a plain "none" — never a made-up fixture).
 */
export function EventList({ sport, virtualFirst, onEvents, onClock }: EventListProps) {
  const { text, session, clockOffset } = useBook();
  const now = useServerNow(clockOffset);
  const { state, reload } = useEvents(session, sport, onEvents, onClock);
  if (state.kind === 'failed') {
    return (
      <div className="book-state" role="alert">
        <p>{text('book.loadFailed')}</p>
        <p className="book-note">{text(bookErrorKey(state.code))}</p>
        <button type="button" className="book-button" onClick={reload}>
          {text('book.retry')}
        </button>
      </div>
    );
  }
  const events = state.kind === 'ready' ? state.events : null;
  const section = (source: 'virtual' | 'fixture') => {
    const listed = events?.filter((event) => event.source === source) ?? null;
    const virtual = source === 'virtual';
    // A sport with no virtual events at all (none running, none listed) has no virtual section.
    if (virtual && listed?.length === 0) return null;
    return (
      <section key={source} className="book-section" aria-labelledby={`book-${source}`} aria-busy={listed === null}>
        <header className="book-section__head">
          <h2 id={`book-${source}`}>{text(virtual ? 'book.virtual' : 'book.fixtures')}</h2>
          {virtual ? (
            <span className="book-badge">
              <Sparkles size={14} aria-hidden="true" />
              {text('book.virtualBadge')}
            </span>
          ) : (
            <span className="book-note">{text('book.fixturesNote')}</span>
          )}
        </header>
        {listed === null ? (
          <div className="book-grid">
            <div className="book-skeleton" />
            <div className="book-skeleton" />
          </div>
        ) : listed.length === 0 ? (
          <p className="book-empty">
            <CalendarX2 size={20} aria-hidden="true" />
            {text('book.noFixtures', { sport: sportName(sport, text) })}
          </p>
        ) : (
          <div className="book-grid">
            {listed.map((event) => (
              <EventCard key={event.id} event={event} now={now} />
            ))}
          </div>
        )}
      </section>
    );
  };
  return <>{virtualFirst ? [section('virtual'), section('fixture')] : [section('fixture'), section('virtual')]}</>;
}
