import type { BookEvent, BookEventResult } from '@portal/contracts';
import { Check, X } from 'lucide-react';
import { useBook } from '../book-context';
import { penaltyKicks } from './timeline';

type Score = Extract<BookEventResult, { kind: 'score' }>;

/** The shoot-out kick by kick: each side's row of kicks fills in, a tick for a goal and a cross for a miss. */
export function KicksPlay({ event, result, progress }: { event: BookEvent; result: Score | null; progress: number }) {
  const { text } = useBook();
  const kicks = result ? penaltyKicks(result, event.id) : [];
  const shown = progress >= 1 ? kicks.length : Math.floor(progress * (kicks.length + 1));
  const rounds = Math.max(5, Math.ceil(kicks.length / 2));
  return (
    <div className="book-play book-kicks">
      {(['home', 'away'] as const).map((side, row) => {
        const taken = kicks
          .map((kick, index) => ({ ...kick, index }))
          .filter((kick) => kick.side === side && kick.index < shown);
        return (
          <div key={side} className="book-kicks__row">
            <span className="book-kicks__name">{event.competitors[row]?.name}</span>
            <ol className="book-kicks__list">
              {Array.from({ length: rounds }, (_, round) => round).map((round) => {
                const kick = taken[round];
                const label = kick
                  ? text(kick.scored ? 'play.scored' : 'play.missed')
                  : text('play.kick', { n: round + 1 });
                return (
                  <li
                    key={round}
                    className={`book-kicks__kick${kick ? (kick.scored ? ' book-kicks__kick--in' : ' book-kicks__kick--out') : ''}`}
                    title={label}
                    aria-label={label}
                  >
                    {kick &&
                      (kick.scored ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />)}
                  </li>
                );
              })}
            </ol>
            <strong className="book-kicks__total">{result ? taken.filter((kick) => kick.scored).length : '–'}</strong>
          </div>
        );
      })}
    </div>
  );
}
