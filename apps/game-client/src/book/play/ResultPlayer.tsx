import type { BookEvent } from '@portal/contracts';
import { useBook } from '../book-context';
import { formatCountdown } from '../use-server-now';
import { BoutPlay } from './BoutPlay';
import { KicksPlay } from './KicksPlay';
import { RacePlay } from './RacePlay';
import { ScorePlay } from './ScorePlay';
import { SetsPlay, tennisWinners } from './SetsPlay';
import type { Playback } from './use-playback';

/**
 * A virtual event from its close to its result, played as its sport is watched (the timing is the card's
 * playback: usePlayback).
 */
export function ResultPlayer({ event, now, playback }: { event: BookEvent; now: number; playback: Playback }) {
  const { text } = useBook();
  const { progress } = playback;
  const end = Date.parse(event.endsAt ?? event.startsAt);
  const result = event.result;

  return (
    <div className="book-player">
      <div className="book-player__head">
        {/* While it plays the card's own chip says "In play"; here only a replay and the result are named. */}
        {result && (
          <span className="book-tag book-tag--done">{progress >= 1 ? text('book.result') : text('play.replay')}</span>
        )}
        {!result && now < end && (
          <span className="book-player__clock">{text('book.resultIn', { time: formatCountdown(end - now) })}</span>
        )}
        {!result && now >= end && <span className="book-player__clock">{text('book.awaitingResult')}</span>}
        {result && progress < 1 && (
          <button type="button" className="book-link" onClick={playback.skip}>
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
