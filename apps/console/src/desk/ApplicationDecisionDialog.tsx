import type { PromotionApplication } from '@portal/contracts';
import { useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { ReasonField } from '../Field';
import { fill } from '../strings';
import { AmountField } from './AmountField';
import { ConfirmDialog } from './ConfirmDialog';
import { useOptionalAmount } from './use-desk';

/**
 * The confirm step of an application's decision: approving may set the bonus (empty: the promotion's own amount),
 * rejecting asks why (the member reads it, up to 200 characters).
 */
export function ApplicationDecisionDialog({
  application,
  kind,
  onClose,
  onDecided,
  onRefused,
}: {
  application: PromotionApplication;
  kind: 'approve' | 'reject';
  onClose: () => void;
  onDecided: () => Promise<void>;
  onRefused: () => Promise<void>;
}) {
  const { t } = useConsole();
  const d = t.desk;
  const a = d.applications;
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const amount = useOptionalAmount(amountText);
  const values = { id: application.id, member: application.username, promotion: application.promotion };
  const approve = kind === 'approve';

  return (
    <ConfirmDialog
      title={fill(approve ? a.approveTitle : a.rejectTitle, values)}
      text={<p className="muted">{fill(approve ? a.approveText : a.rejectText, values)}</p>}
      confirm={approve ? d.approve : d.reject}
      danger={!approve}
      ready={approve ? amount.problem === null : reason.trim().length >= 3}
      onConfirm={async () => {
        await api.decideApplication(
          application.id,
          approve
            ? { decision: 'approve', ...(amount.minor ? { amount: amount.minor } : {}) }
            : { decision: 'reject', reason: reason.trim() },
        );
        await onDecided();
      }}
      afterFailure={onRefused}
      onClose={onClose}
    >
      {approve ? (
        <AmountField label={a.amount} text={amountText} problem={amount.problem} onChange={setAmountText} />
      ) : (
        <ReasonField label={a.reason} value={reason} onChange={setReason} maxLength={200} />
      )}
    </ConfirmDialog>
  );
}
