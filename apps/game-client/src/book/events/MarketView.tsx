import type { BookEvent, BookMarket } from '@portal/contracts';
import { useBook } from '../book-context';
import { buttonLabel, marketName, namesOf, selectionName } from '../labels';
import { ForecastPicker } from './ForecastPicker';
import { PriceButton } from './PriceButton';

interface MarketProps {
  event: BookEvent;
  market: BookMarket;
}

/** A market: its name (and "Suspended" while it takes no bets), then its prices laid out as the kind reads best. */
export function MarketView({ event, market }: MarketProps) {
  const { text } = useBook();
  const suspended = market.status === 'suspended';
  const name = marketName(market, text);
  return (
    <div className={`book-market${suspended ? ' book-market--suspended' : ''}`}>
      <h4 className="book-market__name">
        {name}
        {suspended && <span className="book-tag book-tag--muted">{text('book.suspended')}</span>}
      </h4>
      {market.kind === 'forecast' ? (
        <ForecastPicker event={event} market={market} />
      ) : market.kind === 'correct-score' && market.selections.length > 4 ? (
        <ScoreGrid event={event} market={market} />
      ) : (
        <PriceRow event={event} market={market} />
      )}
    </div>
  );
}

/** A market's selections side by side (three to a row at most), each labelled. */
export function PriceRow({ event, market }: MarketProps) {
  const { text } = useBook();
  const names = namesOf(event);
  return (
    <div className="book-prices" style={{ '--columns': Math.min(3, market.selections.length) } as React.CSSProperties}>
      {market.selections.map((selection) => (
        <PriceButton
          key={selection.id}
          event={event}
          market={market}
          selection={selection}
          label={buttonLabel(market, selection, text, names)}
          fullName={`${event.name}: ${selectionName(market, selection, text, names)}`}
        />
      ))}
    </div>
  );
}

/** Correct score as a bookmaker prints it: the home wins, the draws and the away wins in three columns. */
function ScoreGrid({ event, market }: MarketProps) {
  const { text } = useBook();
  const goals = (code: string) => code.split('-').map(Number) as [number, number];
  const columnOf = (code: string) => {
    const [home, away] = goals(code);
    return home > away ? 0 : home === away ? 1 : 2;
  };
  // Each column by the winner's goals, then the loser's: 1-0, 2-0, 2-1... and 0-1, 0-2, 1-2... alike.
  const order = (code: string) => {
    const [home, away] = goals(code);
    return Math.max(home, away) * 100 + Math.min(home, away);
  };
  const scores = market.selections
    .filter((selection) => selection.code !== 'other')
    .sort((a, b) => order(a.code) - order(b.code));
  const other = market.selections.find((selection) => selection.code === 'other');
  const heads = [
    { column: 0, head: event.competitors[0]?.name ?? text('pick.home') },
    { column: 1, head: text('pick.draw') },
    { column: 2, head: event.competitors[1]?.name ?? text('pick.away') },
  ];
  return (
    <div className="book-scores">
      {heads.map(({ column, head }) => (
        <div key={column} className="book-scores__column">
          <span className="book-scores__head">{head}</span>
          {scores
            .filter((selection) => columnOf(selection.code) === column)
            .map((selection) => (
              <PriceButton
                key={selection.id}
                event={event}
                market={market}
                selection={selection}
                label={selection.code}
                fullName={`${event.name}: ${text('market.correct-score')} ${selection.code}`}
              />
            ))}
        </div>
      ))}
      {other && (
        <div className="book-scores__other">
          <PriceButton
            event={event}
            market={market}
            selection={other}
            label={text('pick.other')}
            fullName={`${event.name}: ${text('pick.other')}`}
          />
        </div>
      )}
    </div>
  );
}
