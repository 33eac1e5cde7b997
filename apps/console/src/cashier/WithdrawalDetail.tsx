import type { SharedWith } from '@portal/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiFailure } from '../api';
import { useConsole } from '../console-context';
import { Failure } from '../Field';
import type { SiteCurrency } from '../money';
import { formatMinor } from '../money';
import { Pairs } from '../Pairs';
import { useApiQuery } from '../query';
import { fill, messageOf } from '../strings';
import { dateTime } from '../when';
import { cashierApi, type OperatorWithdrawal } from './cashier-api';

/** How many other accounts share the member's registration address, device or bank account. */
export const sharedCount = (shared: SharedWith): number =>
  new Set([...shared.address, ...shared.device, ...shared.bankAccount]).size;

/** One proof image the member sent, read with the session's token and shown from memory (never cached). */
function ProofImage({ id, index }: { id: string; index: number }) {
  const { t } = useConsole();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    cashierApi
      .proof(id, index)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch((error: unknown) => {
        if (live) setFailure(messageOf(t, error instanceof ApiFailure ? error : new ApiFailure('NETWORK')));
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, index, t]);
  const name = fill(t.cashier.proofImage, { number: index + 1 });
  if (failure) return <Failure message={failure} />;
  if (!url) return <span className="proof proof--loading" role="status" aria-label={name} />;
  return (
    <a className="proof" href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={name} />
    </a>
  );
}

/** The member's bonuses not yet played through (read when the withdrawal opens) and what they still ask. */
function BonusStandingNote({ id, currency }: { id: string; currency: SiteCurrency | undefined }) {
  const { t } = useConsole();
  const c = t.cashier;
  const standing = useApiQuery(['withdrawal', id, 'bonus-standing'], () => cashierApi.bonusStanding(id));
  if (standing.failure) return <Failure message={standing.failure} />;
  if (!standing.data)
    return (
      <p className="muted" role="status">
        {c.bonusLoading}
      </p>
    );
  const { grantsInPlay, bonusInPlay, turnoverLeft } = standing.data;
  return (
    <>
      <p>
        {grantsInPlay === 0
          ? c.noBonusInPlay
          : fill(c.bonusInPlay, {
              bonus: formatMinor(bonusInPlay, currency),
              count: grantsInPlay,
              turnover: formatMinor(turnoverLeft, currency),
            })}
      </p>
      <p className="muted">{c.bonusNote}</p>
    </>
  );
}

/**
 * A withdrawal in full (issue 25): where to pay it, what the member answered after it was paid (with the proof
 * images), and the risk hints the operator API answers: accounts that share the member's address, device or bank
 * account, and the member's bonuses still in play with the turnover they ask.
 */
export function WithdrawalDetail({
  withdrawal,
  currency,
  onClose,
}: {
  withdrawal: OperatorWithdrawal;
  currency: SiteCurrency | undefined;
  onClose: () => void;
}) {
  const { t } = useConsole();
  const c = t.cashier;
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened withdrawal comes into view
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), [withdrawal.id]);
  const w = withdrawal;
  const shared = sharedCount(w.sharedWith);
  const pairs: [string, string][] = [
    [c.withdrawalColumns.member, w.member],
    [c.withdrawalColumns.amount, formatMinor(w.amount, currency)],
    [c.payee, w.payeeName],
    [c.bank, w.bankName],
    [c.accountNumber, w.accountNumber],
    [c.withdrawalColumns.createdAt, dateTime(w.createdAt)],
    [c.withdrawalColumns.decidedBy, w.decidedBy ?? '–'],
    [c.paidAt, dateTime(w.paidAt)],
    [c.confirmBy, dateTime(w.confirmDeadline)],
    [c.confirmation, w.confirmation ? c.confirmations[w.confirmation] : '–'],
    [c.receivedAmount, w.receivedAmount === null ? '–' : formatMinor(w.receivedAmount, currency)],
    [c.remark, w.remark ?? '–'],
    [c.rejectReason, w.rejectReason ?? '–'],
  ];

  return (
    <section ref={ref} className="panel" aria-labelledby={titleId}>
      <div className="panel__head">
        <h2 id={titleId}>{fill(c.withdrawalTitle, { id: w.id, member: w.member })}</h2>
        <button type="button" onClick={onClose}>
          {c.closeDetails}
        </button>
      </div>
      <Pairs pairs={pairs} />
      <h3>{c.riskTitle}</h3>
      {shared === 0 ? (
        <p className="muted">{c.noSharedLong}</p>
      ) : (
        <Pairs
          pairs={(['address', 'device', 'bankAccount'] as const).map((kind) => [
            c.sharedKinds[kind],
            w.sharedWith[kind].length ? w.sharedWith[kind].join(', ') : '–',
          ])}
        />
      )}
      <BonusStandingNote id={w.id} currency={currency} />
      <h3>{c.proofs}</h3>
      {w.proofCount === 0 ? (
        <p className="muted">{c.noProofs}</p>
      ) : (
        <div className="proofs">
          {Array.from({ length: w.proofCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a proof is its position (0, 1 or 2)
            <ProofImage key={index} id={w.id} index={index} />
          ))}
        </div>
      )}
    </section>
  );
}
