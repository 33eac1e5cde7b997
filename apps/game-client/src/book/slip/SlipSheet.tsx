import { ChevronUp, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../Dialog';
import { useBook } from '../book-context';
import { BetSlip } from './BetSlip';
import { totalStake } from './slip';
import type { Slip } from './use-slip';

/**
 * The slip on a phone: a bar fixed at the bottom with the selections and the total stake, opening the whole slip
 * as a bottom sheet (the client's dialog: labelled, the focus kept inside, Escape closes it).
 */
export function SlipSheet({ slip }: { slip: Slip }) {
  const { text, money } = useBook();
  const [open, setOpen] = useState(false);
  const count = slip.legs.length;
  const total = totalStake(slip.bets);
  // Once the bets are placed the confirmation takes over from the sheet.
  const placed = slip.status.kind === 'placed';
  useEffect(() => {
    if (placed) setOpen(false);
  }, [placed]);
  return (
    <>
      <button
        type="button"
        className={`book-slipbar${count > 0 ? ' book-slipbar--filled' : ''}`}
        aria-haspopup="dialog"
        aria-label={`${text('slip.open')}: ${text('slip.legs', { n: count })}`}
        onClick={() => setOpen(true)}
      >
        <Ticket size={18} aria-hidden="true" />
        <span className="book-slipbar__title">{text('slip.title')}</span>
        <span className="book-count">{count}</span>
        <span className="book-slipbar__total">{total > 0n && money(total)}</span>
        <ChevronUp size={18} aria-hidden="true" />
      </button>
      {open && (
        <div className="book-sheet">
          <Dialog title={text('slip.title')} closeLabel={text('book.close')} onClose={() => setOpen(false)}>
            <BetSlip slip={slip} inSheet />
          </Dialog>
        </div>
      )}
    </>
  );
}
