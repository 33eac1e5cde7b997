import type { DepositRecord, PaymentChannel } from '@portal/contracts';
import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { BankInstructions } from './BankInstructions';

/**
 * After a deposit: credited at once (the demo channel) or waiting for an operator to see a bank
 * transfer arrive. The request number helps the member and the operator talk about the same one.
 */
export function DepositSuccess({
  deposit,
  channel,
  onAgain,
}: {
  deposit: DepositRecord;
  /** The channel paid through: a pending bank transfer repeats where to send the money. */
  channel?: PaymentChannel;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const credited = deposit.status === 'credited';
  const amount = formatMinor(deposit.amount);
  return (
    <div className="deposit-result" role="status">
      <span
        className={`state__icon deposit-result__icon${credited ? ' deposit-result__icon--done' : ''}`}
        aria-hidden="true"
      >
        {credited ? <CircleCheck size={32} /> : <Clock size={32} />}
      </span>
      <p className="deposit-result__title">{credited ? t('deposit.creditedTitle') : t('deposit.pendingTitle')}</p>
      <p className="deposit-result__text">
        {credited
          ? t('deposit.creditedText', { amount })
          : t('deposit.pendingText', { amount, channel: deposit.channel })}
      </p>
      <p className="deposit-result__ref figures">{t('deposit.reference', { number: deposit.number })}</p>
      {!credited && channel ? <BankInstructions instructions={channel.instructions} note={channel.note} /> : null}
      <Button variant="secondary" onClick={onAgain}>
        {t('deposit.again')}
      </Button>
    </div>
  );
}
