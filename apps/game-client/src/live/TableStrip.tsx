import type { LivePhase } from '@portal/contracts';
import type { HouseText } from '../house/plugin';
import type { Countdown } from './clock';

interface TableStripProps {
  phase: LivePhase;
  countdown: Countdown | null;
  roundNumber: number | null;
  seated: number;
  bettors: number;
  /** A line under the honest label: at the tables that take decisions, that every seat plays the same cards. */
  note?: string | null;
  text: HouseText;
}

const RING = 2 * Math.PI * 20;

/**
 * The table's state in one strip: the phase and a ring counting down to its end (the server's clock), the round,
 * who sits and bets, and what this table is: an RNG table with no video, every result from its committed seed.
 */
export function TableStrip({ phase, countdown, roundNumber, seated, bettors, note, text }: TableStripProps) {
  const urgent = (phase === 'betting' || phase === 'deciding') && countdown !== null && countdown.seconds <= 3;
  return (
    <section className={`live-strip live-strip--${phase}`} aria-label={text('live.table')}>
      <div className="live-strip__clock">
        <svg className={`live-ring${urgent ? ' live-ring--urgent' : ''}`} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="20" className="live-ring__track" />
          <circle
            cx="24"
            cy="24"
            r="20"
            className="live-ring__left"
            strokeDasharray={RING}
            strokeDashoffset={RING * (1 - (countdown?.left ?? 0))}
          />
          <text x="24" y="29" textAnchor="middle" className="live-ring__seconds">
            {countdown ? countdown.seconds : '–'}
          </text>
        </svg>
        <div className="live-strip__phase">
          <strong className="live-strip__label" aria-live="polite">
            {text(`phase.${phase}`)}
          </strong>
          {/* The seconds are read on demand, not every second. */}
          <span role="timer" aria-live="off">
            {countdown ? text(`live.countdown.${phase}`, { s: countdown.seconds }) : text('live.waiting')}
          </span>
        </div>
      </div>
      <dl className="live-strip__facts">
        <div>
          <dt>{text('live.round')}</dt>
          <dd>{roundNumber === null ? '–' : `#${roundNumber}`}</dd>
        </div>
        <div>
          <dt>{text('live.seated')}</dt>
          <dd>{seated}</dd>
        </div>
        <div>
          <dt>{text('live.bettors')}</dt>
          <dd>{bettors}</dd>
        </div>
      </dl>
      <p className="live-strip__honest">
        {text('live.honest')}
        {note ? <span className="live-strip__note">{note}</span> : null}
      </p>
    </section>
  );
}
