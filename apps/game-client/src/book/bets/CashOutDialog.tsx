import type { BookBet } from '@portal/contracts';
import { useState } from 'react';
import { Dialog } from '../../Dialog';
import { BookFailure, bookApi } from '../book-api';
import { useBook } from '../book-context';
import { bookErrorKey } from '../strings';

type Step =
  | { kind: 'asking' }
  | { kind: 'sending' }
  | { kind: 'changed' }
  | { kind: 'gone' }
  | { kind: 'failed'; code: string }
  | { kind: 'done'; amount: string; balance: string };

/**
 * Cash-out at the offer the member saw: the book pays exactly that or answers with the offer it makes now, which
 * the member confirms again (or finds there is none any more).
 */
export function CashOutDialog({
  bet,
  onClose,
  onCashedOut,
}: {
  bet: BookBet;
  onClose(): void;
  onCashedOut(balance: string): void;
}) {
  const { text, money, session } = useBook();
  const [offer, setOffer] = useState(bet.cashOut ?? '0');
  const [step, setStep] = useState<Step>({ kind: 'asking' });
  const confirm = async () => {
    setStep({ kind: 'sending' });
    try {
      const answer = await bookApi.cashOut(session, bet.id, offer);
      setStep({ kind: 'done', amount: answer.bet.payout ?? offer, balance: answer.balance });
      onCashedOut(answer.balance);
    } catch (error) {
      const failure = error instanceof BookFailure ? error : new BookFailure('NETWORK', 0);
      if (failure.code === 'CASH_OUT_UNAVAILABLE') return setStep({ kind: 'gone' });
      if (failure.code !== 'CASH_OUT_CHANGED') return setStep({ kind: 'failed', code: failure.code });
      const now = failure.newOffer;
      if (now === null || BigInt(now) <= 0n) return setStep({ kind: 'gone' });
      setOffer(now);
      setStep({ kind: 'changed' });
    }
  };
  const canConfirm = step.kind === 'asking' || step.kind === 'changed' || step.kind === 'failed';
  return (
    <Dialog title={text('bets.cashOutTitle')} closeLabel={text('book.close')} onClose={onClose}>
      <div className="book-cashout" aria-live="polite">
        {step.kind === 'done' ? (
          <p className="book-success">
            {text('bets.cashOutDone', { amount: money(step.amount), balance: money(step.balance) })}
          </p>
        ) : step.kind === 'gone' ? (
          <p className="book-alert">{text('bets.cashOutGone')}</p>
        ) : (
          <>
            {step.kind === 'changed' && (
              <p className="book-alert">{text('bets.cashOutChanged', { amount: money(offer) })}</p>
            )}
            {step.kind === 'failed' && <p className="book-alert">{text(bookErrorKey(step.code))}</p>}
            <p>{text('bets.cashOutConfirm', { amount: money(offer) })}</p>
          </>
        )}
        <div className="book-actions">
          {canConfirm || step.kind === 'sending' ? (
            <>
              <button type="button" className="book-button book-button--ghost" onClick={onClose}>
                {text('bets.cancel')}
              </button>
              <button
                type="button"
                className="book-button"
                disabled={step.kind === 'sending'}
                onClick={() => void confirm()}
              >
                {step.kind === 'sending' ? text('bets.cashingOut') : text('bets.confirm', { amount: money(offer) })}
              </button>
            </>
          ) : (
            <button type="button" className="book-button" onClick={onClose}>
              {text('slip.done')}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
