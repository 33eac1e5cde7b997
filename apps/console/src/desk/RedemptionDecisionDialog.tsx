import type { OperatorRedemption } from '@portal/contracts';
import { useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Field, ReasonField } from '../Field';
import { fill } from '../strings';
import { AmountField } from './AmountField';
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
          <Field
            label={optional(r.paidAccount)}
            maxLength={100}
            value={paidAccount}
            onChange={(event) => setPaidAccount(event.target.value)}
          />
          <AmountField
            label={optional(r.paidAmount)}
            text={amountText}
            problem={amount.problem}
            onChange={setAmountText}
          />
          <label className="field">
            <span className="field__label">{optional(r.remarkField)}</span>
            <textarea
              className="field__input"
              maxLength={200}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
          </label>
        </>
      ) : (
        <ReasonField label={r.remarkField} value={remark} onChange={setRemark} maxLength={200} />
      )}
    </ConfirmDialog>
  );
}
