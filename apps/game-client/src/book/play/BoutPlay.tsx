import type { BookEvent } from '@portal/contracts';
import { useBook } from '../book-context';
import { boutBalance } from './timeline';

/**
 * A cockfight as a bout bar: the meron's red and the wala's blue push against each other while the bout runs,
 * then the bar comes to rest on the winner (or the middle, for a draw).
 */
export function BoutPlay({
  event,
  winner,
  progress,
}: {
  event: BookEvent;
  winner: 'meron' | 'wala' | 'draw' | null;
  progress: number;
}) {
  const { text } = useBook();
  const balance = winner ? boutBalance(winner, progress, event.id) : 0.3 * Math.sin(progress * 20);
  const [meron, wala] = event.competitors;
  return (
    <div className="book-play book-bout">
      <div className="book-bout__names">
        <span className="book-bout__meron">
          {text('pick.meron')} · {meron?.name}
        </span>
        <span className="book-bout__wala">
          {text('pick.wala')} · {wala?.name}
        </span>
      </div>
      <div className="book-bout__bar" aria-hidden="true">
        <span className="book-bout__push" style={{ width: `${50 + balance * 50}%` }} />
      </div>
      <span className="book-bout__caption">
        {progress >= 1 && winner ? resultWords(winner, text, meron?.name, wala?.name) : text('play.bout')}
      </span>
    </div>
  );
}

function resultWords(
  winner: 'meron' | 'wala' | 'draw',
  text: ReturnType<typeof useBook>['text'],
  meron = '',
  wala = '',
): string {
  if (winner === 'draw') return text('play.draw');
  return text('play.wins', {
    name: winner === 'meron' ? `${text('pick.meron')} · ${meron}` : `${text('pick.wala')} · ${wala}`,
  });
}
