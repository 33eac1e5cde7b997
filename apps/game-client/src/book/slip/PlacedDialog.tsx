import type { BookPlaced } from '@portal/contracts';
import { CircleCheck } from 'lucide-react';
import { Dialog } from '../../Dialog';
import { BetCard } from '../bets/BetCard';
import { useBook } from '../book-context';

/** The confirmation after placing: every ticket as the book took it (its prices may be better) and the balance. */
export function PlacedDialog({
  placed,
  onClose,
  onViewBets,
}: {
  placed: BookPlaced;
  onClose(): void;
  onViewBets(): void;
}) {
  const { text, money } = useBook();
  return (
    <Dialog title={text('slip.placedTitle')} closeLabel={text('book.close')} onClose={onClose}>
      <div className="book-placed">
        <p className="book-success" role="status">
          <CircleCheck size={18} aria-hidden="true" />
          {text('slip.placedNote', { balance: money(placed.balance) })}
        </p>
        {placed.bets.map((bet) => (
          <BetCard key={bet.id} bet={bet} />
        ))}
        <div className="book-actions">
          <button type="button" className="book-button book-button--ghost" onClick={onViewBets}>
            {text('slip.viewBets')}
          </button>
          <button type="button" className="book-button" onClick={onClose}>
            {text('slip.done')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
