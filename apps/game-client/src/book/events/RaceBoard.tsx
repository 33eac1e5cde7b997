import type { BookEvent, BookMarket } from '@portal/contracts';
import { useBook } from '../book-context';
import { marketName } from '../labels';
import { PriceButton } from './PriceButton';

/**
 * A race card: every runner with its number (its place in the card), name and rating, and its win and place prices side by side, as a
 * racecourse board reads. The forecast is among the event's other markets.
 */
export function RaceBoard({ event, win, place }: { event: BookEvent; win: BookMarket; place?: BookMarket }) {
  const { text } = useBook();
  const priceOf = (market: BookMarket | undefined, code: string) =>
    market?.selections.find((selection) => selection.code === code);
  const column = (market: BookMarket | undefined, code: string, name: string) => {
    const selection = priceOf(market, code);
    return market && selection ? (
      <PriceButton
        event={event}
        market={market}
        selection={selection}
        fullName={`${event.name}: ${name}, ${marketName(market, text)}`}
      />
    ) : (
      <span />
    );
  };
  return (
    <table className="book-race">
      <thead>
        <tr>
          <th scope="col">{text('book.runner')}</th>
          <th scope="col" className="book-race__price">
            {marketName(win, text)}
            {win.status === 'suspended' && <span className="book-tag book-tag--muted">{text('book.suspended')}</span>}
          </th>
          {place && (
            <th scope="col" className="book-race__price">
              {marketName(place, text)}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {event.competitors.map((runner, index) => (
          <tr key={runner.code}>
            <th scope="row">
              <span className="book-race__number">{index + 1}</span>
              <span className="book-race__name">{runner.name}</span>
              {runner.rating !== null && (
                <span className="book-race__rating">{text('book.rating', { n: runner.rating })}</span>
              )}
            </th>
            <td>{column(win, runner.code, runner.name)}</td>
            {place && <td>{column(place, runner.code, runner.name)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
