import type { BookEvent } from '@portal/contracts';
import { ChevronDown, Clock, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useBook } from '../book-context';
import { ResultPlayer } from '../play/ResultPlayer';
import { resultWords } from '../play/result-words';
import { usePlayback, withoutOutcomes } from '../play/use-playback';
import { VerifyDialog } from '../play/VerifyDialog';
import { formatCountdown } from '../use-server-now';
import { asOfNow, type EventPhase, phaseOf, startLabel } from './event-time';
import { MarketView } from './MarketView';
import { RaceBoard } from './RaceBoard';

const RACES = new Set(['horse-racing', 'greyhounds']);
/** A countdown further off than this says the start time alone. */
const COUNTDOWN_MS = 3_600_000;

/**
 * An event: its league, name, start (and countdown to the close), its main market's prices, and the others
 * behind "All markets"; a virtual event plays its result once closed and offers the fairness check.
 */
export function EventCard({ event: polled, now }: { event: BookEvent; now: number }) {
  const { text, locale, reducedMotion } = useBook();
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const playback = usePlayback(polled, now, reducedMotion);
  // While the play runs, the card says "In play" and its prices keep the outcome back.
  const playing = playback.progress < 1;
  const event = playing ? withoutOutcomes(asOfNow(polled, now)) : asOfNow(polled, now);
  const phase = playing && phaseOf(polled, now) === 'result' ? 'playing' : phaseOf(polled, now);
  const race = RACES.has(event.sport);
  const win = event.markets.find((market) => market.kind === 'race-win');
  const place = event.markets.find((market) => market.kind === 'race-place');
  const main = race ? undefined : event.markets[0];
  const extra = event.markets.filter((market) => (race ? market !== win && market !== place : market !== main));
  const virtual = event.source === 'virtual';
  return (
    <article className={`book-event book-event--${phase}`} aria-labelledby={titleId}>
      <header className="book-event__head">
        <span className="book-event__league">{event.league}</span>
        <PhaseChip event={event} phase={phase} now={now} />
      </header>
      <h3 id={titleId} className="book-event__name">
        {event.name}
      </h3>
      <p className="book-event__time">
        <Clock size={14} aria-hidden="true" />
        {startLabel(event.startsAt, now, locale, text)}
        {!race && virtual && event.competitors.length === 2 && (
          <span className="book-event__ratings">
            {text('book.ratings', {
              home: event.competitors[0]?.rating ?? '–',
              away: event.competitors[1]?.rating ?? '–',
            })}
          </span>
        )}
      </p>
      {virtual && phase !== 'open' && phase !== 'void' && <ResultPlayer event={polled} now={now} playback={playback} />}
      {!virtual && event.result && <p className="book-event__result">{resultWords(event, event.result, text)}</p>}
      {race && win ? (
        <RaceBoard event={event} win={win} place={place} />
      ) : (
        main && <MarketView event={event} market={main} />
      )}
      {extra.length > 0 && (
        <button
          type="button"
          className="book-event__more"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? text('book.fewerMarkets') : text('book.allMarkets', { n: event.markets.length })}
          <ChevronDown size={16} aria-hidden="true" className={expanded ? 'book-flip' : undefined} />
        </button>
      )}
      {expanded && extra.map((market) => <MarketView key={market.id} event={event} market={market} />)}
      {virtual && (
        <footer className="book-event__fair">
          <span className="book-event__commitment">
            {text('verify.commitment')} <span className="mono">{event.commitment?.slice(0, 12)}…</span>
          </span>
          {event.marginPercent !== null && <span>{text('book.margin', { n: event.marginPercent })}</span>}
          <button type="button" className="book-link" onClick={() => setVerifying(true)}>
            <ShieldCheck size={14} aria-hidden="true" />
            {text('verify.title')}
          </button>
        </footer>
      )}
      {verifying && <VerifyDialog event={polled} onClose={() => setVerifying(false)} />}
    </article>
  );
}

function PhaseChip({ event, phase, now }: { event: BookEvent; phase: EventPhase; now: number }) {
  const { text } = useBook();
  const untilClose = Date.parse(event.startsAt) - now;
  switch (phase) {
    case 'open':
      return event.source === 'virtual' || untilClose < COUNTDOWN_MS ? (
        <span className={`book-tag${untilClose < 30_000 ? ' book-tag--soon' : ''}`}>
          {text('book.closesIn', { time: formatCountdown(untilClose) })}
        </span>
      ) : null;
    case 'playing':
    case 'in-play':
      return <span className="book-tag book-tag--live">{text('book.inPlay')}</span>;
    case 'awaiting':
      return <span className="book-tag">{text('book.closed')}</span>;
    case 'result':
      return <span className="book-tag book-tag--done">{text('book.result')}</span>;
    case 'void':
      return <span className="book-tag book-tag--muted">{text('book.voided')}</span>;
  }
}
