import type { OperatorRedemption } from '@portal/contracts';
import { useId, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure, ReasonField } from '../Field';
import { fill } from '../strings';
import { ConfirmDialog } from './ConfirmDialog';
import { useOptionalAmount } from './use-desk';

/**
 * The confirm step of a redemption's decision: approving says what was sent (account, amount, remark: each
 * optional), rejecting asks for the remark the member reads (up to 200 characters).
 */
export function RedemptionDecisionDialog({
  redemption,
  kind,
  onClose,
  onDecided,
  onRefused,
}: {
  redemption: OperatorRedemption;
  kind: 'approve' | 'reject';
  onClose: () => void;
  onDecided: (answer: OperatorRedemption) => Promise<void>;
  onRefused: () => Promise<void>;
}) {
  const { t } = useConsole();
  const d = t.desk;
  const r = d.redemptions;
  const accountId = useId();
  const amountId = useId();
  const remarkId = useId();
  const [paidAccount, setPaidAccount] = useState('');
  const [amountText, setAmountText] = useState('');
  const [remark, setRemark] = useState('');
  const amount = useOptionalAmount(amountText);
  const approve = kind === 'approve';
  const values = {
    id: redemption.id,
    member: redemption.username,
    quantity: redemption.quantity,
    item: redemption.name,
    points: redemption.requiredPoints,
  };
  const optional = (label: string) => `${label} ${d.optional}`;

  return (
    <ConfirmDialog
      title={fill(approve ? r.approveTitle : r.rejectTitle, values)}
      text={<p className="muted">{fill(approve ? r.approveText : r.rejectText, values)}</p>}
      confirm={approve ? d.approve : d.reject}
      danger={!approve}
      ready={approve ? amount.problem === null : remark.trim().length >= 3}
      onConfirm={async () => {
        const answer = await api.decideRedemption(
          redemption.id,
          approve
            ? {
                decision: 'approve',
                ...(paidAccount.trim() ? { paidAccount: paidAccount.trim() } : {}),
                ...(amount.minor ? { paidAmount: amount.minor } : {}),
                ...(remark.trim() ? { remark: remark.trim() } : {}),
              }
            : { decision: 'reject', remark: remark.trim() },
        );
        await onDecided(answer);
      }}
      afterFailure={onRefused}
      onClose={onClose}
    >
      {approve ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={accountId}>
              {optional(r.paidAccount)}
            </label>
            <input
              id={accountId}
              className="field__input"
              maxLength={100}
              value={paidAccount}
              onChange={(event) => setPaidAccount(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={amountId}>
              {optional(r.paidAmount)}
            </label>
            <input
              id={amountId}
              className="field__input"
              inputMode="decimal"
              value={amountText}
              aria-invalid={amount.problem !== null}
              onChange={(event) => setAmountText(event.target.value)}
            />
            <Failure message={amount.problem} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={remarkId}>
              {optional(r.remarkField)}
            </label>
            <textarea
              id={remarkId}
              className="field__input"
              maxLength={200}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
          </div>
        </>
      ) : (
        <ReasonField label={r.remarkField} value={remark} onChange={setRemark} maxLength={200} />
      )}
    </ConfirmDialog>
  );
}
