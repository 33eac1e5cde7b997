import type { BookEvent } from '@portal/contracts';
import { useRef, useState } from 'react';
import { useBook } from '../book-context';
import { formatCountdown } from '../use-server-now';
import { BoutPlay } from './BoutPlay';
import { KicksPlay } from './KicksPlay';
import { RacePlay } from './RacePlay';
import { ScorePlay } from './ScorePlay';
import { SetsPlay, tennisWinners } from './SetsPlay';

/** A result that comes in after the event's end while the member watched is played back over this long. */
const REPLAY_MS = 12_000;
const clamp = (share: number) => Math.max(0, Math.min(1, share));

/**
 * A virtual event from its close to its result, played as its sport is watched. With the result known before the
 * end, the play runs from `startsAt` to `endsAt` and lands on it; a result that arrives later is played back
 * briefly from when it came; one already known when the card first showed is shown at once, as is every result
 * when the member prefers reduced motion (or skips).
 */
export function ResultPlayer({ event, now }: { event: BookEvent; now: number }) {
  const { text, reducedMotion } = useBook();
  const [skipped, setSkipped] = useState(false);
  const start = Date.parse(event.startsAt);
  const end = event.endsAt ? Date.parse(event.endsAt) : start;
  const firstSeenAt = useRef<number | null>(event.result ? Number.NEGATIVE_INFINITY : null);
  if (event.result && firstSeenAt.current === null) firstSeenAt.current = now;
  const seenAt = firstSeenAt.current ?? Number.POSITIVE_INFINITY;

  const live = clamp((now - start) / Math.max(1, end - start));
  const progress = !event.result
    ? Math.min(live, 0.98)
    : reducedMotion || skipped
      ? 1
      : now < end
        ? live
        : seenAt >= end
          ? clamp((now - seenAt) / REPLAY_MS)
          : 1;
  const result = event.result;

  return (
    <div className="book-player">
      <div className="book-player__head">
        <span className={`book-tag${progress < 1 ? ' book-tag--live' : ''}`}>
          {progress >= 1 ? text('book.result') : result && now >= end ? text('play.replay') : text('book.inPlay')}
        </span>
        {!result && now < end && (
          <span className="book-player__clock">{text('book.resultIn', { time: formatCountdown(end - now) })}</span>
        )}
        {!result && now >= end && <span className="book-player__clock">{text('book.awaitingResult')}</span>}
        {result && progress < 1 && (
          <button type="button" className="book-link" onClick={() => setSkipped(true)}>
            {text('play.skip')}
          </button>
        )}
      </div>
      {event.sport === 'horse-racing' || event.sport === 'greyhounds' ? (
        <RacePlay event={event} order={result?.kind === 'race' ? result.order : null} progress={progress} />
      ) : event.sport === 'cockfight' ? (
        <BoutPlay event={event} winner={result?.kind === 'cockfight' ? result.winner : null} progress={progress} />
      ) : event.sport === 'moba' || event.sport === 'tactical-shooter' ? (
        <SetsPlay
          event={event}
          winners={result?.kind === 'maps' ? result.maps : null}
          progress={progress}
          unit="play.map"
        />
      ) : event.sport === 'tennis' ? (
        <SetsPlay
          event={event}
          winners={tennisWinners(event, result?.kind === 'score' ? result : null)}
          progress={progress}
          unit="play.set"
        />
      ) : event.sport === 'penalty-shootout' ? (
        <KicksPlay event={event} result={result?.kind === 'score' ? result : null} progress={progress} />
      ) : (
        <ScorePlay event={event} result={result?.kind === 'score' ? result : null} progress={progress} />
      )}
    </div>
  );
}

/** Whether a card shows the player: a virtual event from its close until a while after its result is out. */
export const isPlaying = (event: BookEvent, now: number) =>
  event.source === 'virtual' && event.status !== 'void' && now >= Date.parse(event.startsAt);
