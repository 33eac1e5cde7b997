import type { WithdrawalRecord } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useNow } from '../../../lib/use-now';
import { ConfirmDeadline } from './ConfirmDeadline';

/**
 * The receipt of a paid withdrawal: how the member confirmed it, or, while the deadline runs, the
 * "Confirm receipt" button with the countdown; once it has passed, counted as received.
 */
export function ReceiptCell({ record, onConfirm }: { record: WithdrawalRecord; onConfirm: () => void }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const awaiting = record.status === 'paid' && record.confirmation === null && record.confirmDeadline !== null;
  const now = useNow(awaiting);
  if (record.status !== 'paid') return <span aria-hidden="true">—</span>;
  if (record.confirmation === 'partial') {
    return <span>{t('withdraw.confirmation.partial', { amount: formatMinor(record.receivedAmount ?? '0') })}</span>;
  }
  if (record.confirmation !== null) return <span>{t(`withdraw.confirmation.${record.confirmation}`)}</span>;
  if (!awaiting || Date.parse(record.confirmDeadline ?? '') <= now) {
    return <span>{t('withdraw.confirmation.auto')}</span>;
  }
  return (
    <div className="receipt-cell">
      <Button variant="primary" onClick={onConfirm} className="receipt-cell__button">
        {t('withdraw.confirmReceipt')}
      </Button>
      <ConfirmDeadline deadline={record.confirmDeadline ?? ''} compact />
    </div>
  );
}
