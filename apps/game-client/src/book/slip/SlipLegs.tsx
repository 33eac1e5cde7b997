import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useBook } from '../book-context';
import { marketName, selectionName } from '../labels';
import { formatPrice } from '../odds';
import { StakeField } from './StakeField';
import { type DraftBet, type PriceChange, type SlipLeg, singleId } from './slip';

interface SlipLegsProps {
  legs: readonly SlipLeg[];
  stakes: Readonly<Record<string, string>>;
  bets: readonly DraftBet[];
  changes: readonly PriceChange[];
  busy: boolean;
  onStake(id: string, value: string): void;
  onRemove(selectionId: string): void;
}

const legName = (leg: SlipLeg, text: ReturnType<typeof useBook>['text']) =>
  selectionName(leg.market, { code: leg.code, name: leg.name }, text);

/** The slip's selections, each a single with its own stake; a moved price shows old → new until accepted. */
export function SlipLegs({ legs, stakes, bets, changes, busy, onStake, onRemove }: SlipLegsProps) {
  const { text } = useBook();
  return (
    <ul className="book-slip__legs">
      {legs.map((leg) => {
        const name = legName(leg, text);
        const change = changes.find((candidate) => candidate.leg.selectionId === leg.selectionId);
        return (
          <li key={leg.selectionId} className={`book-leg${change && !change.open ? ' book-leg--closed' : ''}`}>
            <div className="book-leg__head">
              <div className="book-leg__what">
                <strong>{name}</strong>
                <span>{marketName(leg.market, text)}</span>
                <span className="book-leg__event">{leg.event}</span>
              </div>
              <span className="book-leg__price">
                {change?.open && change.price !== leg.price ? (
                  <>
                    <s>{formatPrice(leg.price)}</s>
                    {change.price > leg.price ? (
                      <ArrowUp size={14} aria-hidden="true" />
                    ) : (
                      <ArrowDown size={14} aria-hidden="true" />
                    )}
                    {formatPrice(change.price)}
                  </>
                ) : (
                  formatPrice(leg.price)
                )}
              </span>
              <button
                type="button"
                className="book-icon-button"
                aria-label={text('slip.remove', { selection: name })}
                onClick={() => onRemove(leg.selectionId)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </div>
            {change && !change.open && <p className="book-leg__closed">{text('slip.closedLeg')}</p>}
            <StakeField
              label={text('slip.stake')}
              fullLabel={text('slip.stakeFor', { selection: name })}
              value={stakes[singleId(leg.selectionId)] ?? ''}
              onChange={(value) => onStake(singleId(leg.selectionId), value)}
              draft={bets.find((bet) => bet.id === singleId(leg.selectionId))}
              disabled={busy}
            />
          </li>
        );
      })}
    </ul>
  );
}
