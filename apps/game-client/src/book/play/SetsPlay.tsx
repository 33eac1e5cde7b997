import type { BookEvent, BookEventResult } from '@portal/contracts';
import { useBook } from '../book-context';
import { setWinners } from './timeline';

type Score = Extract<BookEventResult, { kind: 'score' }>;
type Side = 'home' | 'away';

/**
 * A best of three as a tally: tennis sets, or the maps of a MOBA or shooter match. Each set or map fills while it
 * is played and then takes its winner's mark; the match ends at two.
 */
export function SetsPlay({
  event,
  winners,
  progress,
  unit,
}: {
  event: BookEvent;
  /** Each set's or map's winner in order; null before the result is known. */
  winners: Side[] | null;
  progress: number;
  unit: 'play.set' | 'play.map';
}) {
  const { text } = useBook();
  const count = winners?.length ?? 3;
  const playing = Math.min(count - 1, Math.floor(progress * count));
  const doneCount = progress >= 1 ? count : playing;
  const won = (side: Side) => (winners ?? []).slice(0, doneCount).filter((winner) => winner === side).length;
  return (
    <div className="book-play book-sets">
      {(['home', 'away'] as const).map((side, row) => (
        <div key={side} className="book-sets__row">
          <span className="book-sets__name">{event.competitors[row]?.name}</span>
          <span className="book-sets__total">{winners ? won(side) : '–'}</span>
        </div>
      ))}
      {/* Before the result only the play's time is known, not who took which set. */}
      {winners ? (
        <ol className="book-sets__units">
          {winners.map((winner, unitIndex) => {
            const done = unitIndex < doneCount;
            const share = done ? 1 : unitIndex === playing ? progress * count - playing : 0;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a set is its place in the match
              <li key={unitIndex} className={`book-sets__unit${done ? ` book-sets__unit--${winner}` : ''}`}>
                <span>{text(unit, { n: unitIndex + 1 })}</span>
                <span className="book-progress" aria-hidden="true">
                  <span style={{ width: `${share * 100}%` }} />
                </span>
                <strong>{done ? event.competitors[winner === 'home' ? 0 : 1]?.name : '…'}</strong>
              </li>
            );
          })}
        </ol>
      ) : (
        <span className="book-progress" aria-hidden="true">
          <span style={{ width: `${progress * 100}%` }} />
        </span>
      )}
    </div>
  );
}

/** A tennis score's sets in order (the result says only how many each won). */
export const tennisWinners = (event: BookEvent, score: Score | null): Side[] | null =>
  score ? setWinners(score, event.id) : null;
