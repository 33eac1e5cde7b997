import type { BookEvent, BookMarket } from '@portal/contracts';
import { useId, useState } from 'react';
import { useBook } from '../book-context';
import { namesOf, selectionName } from '../labels';
import { PriceButton } from './PriceButton';

/**
 * A forecast (first and second in order) has a price for every ordered pair of runners: too many buttons for a
 * phone, so the member chooses the first and the second, and the pair's price is the one button.
 */
export function ForecastPicker({ event, market }: { event: BookEvent; market: BookMarket }) {
  const { text } = useBook();
  const id = useId();
  const runners = event.competitors;
  const [first, setFirst] = useState(runners[0]?.code ?? '');
  const [second, setSecond] = useState(runners[1]?.code ?? '');
  const names = namesOf(event);
  const selection = market.selections.find((candidate) => candidate.code === `${first}>${second}`);
  const choose = (place: 'first' | 'second', value: string, set: (code: string) => void, other: string) => (
    <div className="book-forecast__field">
      <label htmlFor={`${id}-${place}`}>{text(`book.${place}`)}</label>
      <select id={`${id}-${place}`} value={value} onChange={(change) => set(change.target.value)}>
        {runners.map((runner, index) => (
          <option key={runner.code} value={runner.code} disabled={runner.code === other}>
            {index + 1} · {runner.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="book-forecast">
      {choose('first', first, setFirst, second)}
      {choose('second', second, setSecond, first)}
      {selection && (
        <PriceButton
          event={event}
          market={market}
          selection={selection}
          label={selectionName(market, selection, text, names)}
          fullName={`${event.name}: ${selectionName(market, selection, text, names)}`}
        />
      )}
    </div>
  );
}
