import type { BookEvent, BookMarket } from '@portal/contracts';
import { Lock } from 'lucide-react';
import { useBook } from '../book-context';
import { formatPrice } from '../odds';
import { usePicker } from '../pick-context';

interface PriceButtonProps {
  event: BookEvent;
  market: BookMarket;
  selection: BookMarket['selections'][number];
  /** What the button says above the price ("Draw", "Over 2.5", a team); none in a grid that labels it. */
  label?: string;
  /** The whole name for screen readers when the label is short. */
  fullName: string;
}

/**
 * A selection's price: pressed, it goes into the slip (pressed again, out). A market that takes no bets shows a
 * lock beside its last price and cannot be pressed; a settled selection takes its outcome's colour.
 */
export function PriceButton({ event, market, selection, label, fullName }: PriceButtonProps) {
  const { text } = useBook();
  const { picked, toggle } = usePicker();
  const open = event.status === 'open' && market.status === 'open';
  const isPicked = picked.has(selection.id);
  const price = formatPrice(selection.price);
  const outcome = selection.outcome ? ` book-price--${selection.outcome}` : '';
  return (
    <button
      type="button"
      className={`book-price${isPicked ? ' book-price--picked' : ''}${outcome}`}
      aria-pressed={isPicked}
      aria-label={text(isPicked ? 'book.pickSelected' : 'book.pick', { selection: fullName, price })}
      disabled={!open}
      onClick={() => toggle(event, market, selection)}
    >
      {label && <span className="book-price__label">{label}</span>}
      <span className="book-price__odds">
        {!open && <Lock size={12} aria-hidden="true" />}
        {price}
      </span>
    </button>
  );
}
