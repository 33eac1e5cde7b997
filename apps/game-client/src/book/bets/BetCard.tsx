import type { BookBet } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useBook } from '../book-context';
import { marketName, selectionName } from '../labels';
import { formatPrice } from '../odds';

const statusTone: Record<BookBet['status'], string> = {
  open: 'open',
  won: 'win',
  lost: 'lose',
  void: 'void',
  'cashed-out': 'cashed',
};

/**
 * A bet as the member's ticket: single or accumulator, its legs with each one's outcome, the stake, price and
 * potential return (or what it returned). `action` is a cash-out button where one is offered.
 */
export function BetCard({ bet, action }: { bet: BookBet; action?: ReactNode }) {
  const { text, money, locale } = useBook();
  const placedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(bet.placedAt),
  );
  return (
    <article className="book-bet" aria-label={text('bets.ticket', { id: bet.id })}>
      <header className="book-bet__head">
        <strong>
          {bet.kind === 'single' ? text('bets.single') : text('bets.accumulator', { n: bet.legs.length })}
        </strong>
        <span className={`book-outcome book-outcome--${statusTone[bet.status]}`}>{text(`status.${bet.status}`)}</span>
      </header>
      <p className="book-bet__meta">
        {text('bets.ticket', { id: bet.id })} · {text('bets.placedAt', { time: placedAt })}
      </p>
      <ul className="book-bet__legs" aria-label={text('bets.legs')}>
        {bet.legs.map((leg) => {
          const market = { kind: leg.market, line: leg.line, map: leg.map, places: null };
          return (
            <li key={`${leg.eventId}:${leg.market}:${leg.line}:${leg.map}:${leg.selection}`} className="book-bet__leg">
              <div>
                <strong>{selectionName(market, { code: leg.selection, name: leg.selectionName }, text)}</strong>
                <span>
                  {marketName(market, text)} · {leg.event}
                </span>
              </div>
              <span className="book-bet__price">{formatPrice(leg.price)}</span>
              {leg.outcome && (
                <span className={`book-outcome book-outcome--${leg.outcome}`}>{text(`outcome.${leg.outcome}`)}</span>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="book-bet__money">
        <div>
          <dt>{text('bets.stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{text('bets.price')}</dt>
          <dd>{formatPrice(bet.price)}</dd>
        </div>
        <div>
          <dt>{bet.payout === null ? text('bets.return') : text('bets.payout')}</dt>
          <dd>{money(bet.payout ?? bet.potentialReturn)}</dd>
        </div>
      </dl>
      {action}
    </article>
  );
}
