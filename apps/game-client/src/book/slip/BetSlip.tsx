import { Layers, Ticket } from 'lucide-react';
import { useId } from 'react';
import { useBook } from '../book-context';
import { bookErrorKey } from '../strings';
import { SlipLegs } from './SlipLegs';
import { StakeField } from './StakeField';
import { ACCUMULATOR_ID, accumulatorProblem, totalStake } from './slip';
import type { Slip } from './use-slip';

/**
 * The slip: its singles, the accumulator of all its legs (or why there is none), price changes to accept, the
 * limits, the total and the place button. The same in the right-hand column and in the phone's sheet.
 */
export function BetSlip({ slip, inSheet = false }: { slip: Slip; inSheet?: boolean }) {
  const { text, money, limits } = useBook();
  const titleId = useId();
  const { legs, bets, status, changes } = slip;
  const busy = status.kind === 'placing';
  const accumulator = accumulatorProblem(legs, limits.maxLegs);
  const total = totalStake(bets);
  const problems = bets.some((bet) => bet.problem !== null);
  const returns = bets.reduce((sum, bet) => sum + (bet.potentialReturn ?? 0n), 0n);
  // A moved price waits for "Accept new prices", unless it is better and the member takes better prices anyway.
  const blocked = changes.some((change) => !change.open || !(slip.acceptBetter && change.price > change.leg.price));
  return (
    <section className="book-slip" aria-labelledby={titleId}>
      <header className="book-slip__head">
        {/* In the phone's sheet the dialog's own title names the slip. */}
        <h2 id={titleId} className={inSheet ? 'book-sr-only' : undefined}>
          <Ticket size={18} aria-hidden="true" />
          {text('slip.title')}
          <span className="book-count">{legs.length}</span>
        </h2>
        {legs.length > 0 && (
          <button type="button" className="book-link" onClick={slip.clear} disabled={busy}>
            {text('slip.clear')}
          </button>
        )}
      </header>
      {legs.length === 0 ? (
        <p className="book-empty">{text('slip.empty')}</p>
      ) : (
        <>
          <h3 className="book-slip__sub">{text('slip.singles')}</h3>
          <SlipLegs
            legs={legs}
            stakes={slip.stakes}
            bets={bets}
            changes={changes}
            busy={busy}
            onStake={slip.setStake}
            onRemove={slip.remove}
          />
          <div className="book-slip__acca">
            <h3 className="book-slip__sub">
              <Layers size={16} aria-hidden="true" />
              {legs.length > 1 ? text('slip.accumulator', { n: legs.length }) : text('slip.accumulatorTitle')}
            </h3>
            {accumulator === null ? (
              <StakeField
                label={text('slip.accStake')}
                value={slip.stakes[ACCUMULATOR_ID] ?? ''}
                onChange={(value) => slip.setStake(ACCUMULATOR_ID, value)}
                draft={bets.find((bet) => bet.id === ACCUMULATOR_ID)}
                disabled={busy}
              />
            ) : (
              <p className="book-note">
                {accumulator === 'same-event'
                  ? text('slip.accSameEvent')
                  : accumulator === 'too-many'
                    ? text('slip.accTooMany', { n: limits.maxLegs })
                    : text('slip.accTooFew')}
              </p>
            )}
          </div>
        </>
      )}
      {changes.length > 0 && (
        <div className="book-slip__changes" role="status">
          <strong>{text('slip.changed')}</strong>
          <button type="button" className="book-button" onClick={slip.acceptChanges} disabled={busy}>
            {text('slip.acceptNew')}
          </button>
        </div>
      )}
      {legs.length > 0 && (
        <>
          <label className="book-check">
            <input
              type="checkbox"
              checked={slip.acceptBetter}
              onChange={(change) => slip.setAcceptBetter(change.target.checked)}
            />
            {text('slip.acceptBetter')}
          </label>
          <p className="book-note">
            {text('slip.limits', {
              min: money(limits.minStake),
              max: money(limits.maxStake),
              payout: money(limits.maxPayout),
            })}
          </p>
          <dl className="book-slip__totals">
            <dt>{text('slip.totalStake')}</dt>
            <dd>{money(total)}</dd>
            <dt>{text('slip.return')}</dt>
            <dd>{money(returns)}</dd>
          </dl>
        </>
      )}
      <div aria-live="polite">
        {status.kind === 'refused' && (
          <p className="book-alert" role="alert">
            {text(bookErrorKey(status.code), status.params)}
            {status.code === 'NETWORK' && ` ${text('slip.retryNote')}`}
          </p>
        )}
        {legs.length > 0 && bets.length === 0 && <p className="book-note">{text('slip.nothingToPlace')}</p>}
        {problems && <p className="book-note">{text('slip.fixProblems')}</p>}
      </div>
      {legs.length > 0 && (
        <button
          type="button"
          className="book-button book-button--place"
          disabled={busy || bets.length === 0 || problems || blocked}
          onClick={() => void slip.place()}
        >
          {busy ? text('slip.placing') : text('slip.place', { amount: money(total) })}
        </button>
      )}
    </section>
  );
}
