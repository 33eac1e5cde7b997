import type { BookEvent, BookEventResult } from '@portal/contracts';
import { useBook } from '../book-context';
import { climbingScore, goalTimeline } from './timeline';

type Score = Extract<BookEventResult, { kind: 'score' }>;
const BASKETBALL = new Set(['basketball', 'e-basketball']);

/**
 * A scoreboard that plays the match: football and e-soccer tick their goals in at their minutes (with a line for
 * each goal); basketball climbs both scores quarter by quarter. `result` null: the clock runs, the score waits.
 */
export function ScorePlay({ event, result, progress }: { event: BookEvent; result: Score | null; progress: number }) {
  const { text } = useBook();
  const [home, away] = event.competitors;
  const basketball = BASKETBALL.has(event.sport);
  const goals = result && !basketball ? goalTimeline(result, event.id).filter((goal) => goal.at <= progress) : [];
  const scoreOf = (side: 'home' | 'away') => {
    if (!result) return '–';
    if (basketball) return climbingScore(result[side], progress, `${event.id}:${side}`);
    return goals.filter((goal) => goal.side === side).length;
  };
  const clock =
    progress >= 1
      ? text('play.fullTime')
      : basketball
        ? text('play.quarter', { n: Math.min(4, Math.floor(progress * 4) + 1) })
        : text('play.minute', { n: Math.max(1, Math.ceil(progress * 90)) });
  return (
    <div className="book-play book-scoreboard">
      <div className="book-scoreboard__row">
        <span className="book-scoreboard__team">{home?.name}</span>
        <span className="book-scoreboard__score" aria-live="off">
          {scoreOf('home')}
          <span aria-hidden="true">:</span>
          {scoreOf('away')}
        </span>
        <span className="book-scoreboard__team book-scoreboard__team--away">{away?.name}</span>
      </div>
      <span className="book-scoreboard__clock">{clock}</span>
      <div className="book-progress" aria-hidden="true">
        <span style={{ width: `${progress * 100}%` }} />
      </div>
      {goals.length > 0 && (
        <ol className="book-scoreboard__goals">
          {goals.map((goal) => (
            <li key={goal.at} className={`book-scoreboard__goal--${goal.side}`}>
              {text('play.minute', { n: Math.max(1, Math.ceil(goal.at * 90)) })}{' '}
              {text('play.goal', { name: (goal.side === 'home' ? home : away)?.name ?? '' })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
