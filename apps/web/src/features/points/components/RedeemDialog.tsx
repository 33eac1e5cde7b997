import { zodResolver } from '@hookform/resolvers/zod';
import { Gift } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { PaymentPasswordField } from '../../../components/ui/PaymentPasswordField';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/money-form';
import type { PointReward } from '../api/get-rewards';
import { useRedeemReward } from '../api/spend-points';
import { type RedeemValues, redeemFormSchema, redeemLimits, toRedeemBody, typedCount } from '../model/spend-forms';
import { useFormatPoints } from '../model/use-format-points';
import { useSpendSubmit } from '../model/use-spend-submit';
import './points-form.css';

/**
 * Redeeming a reward: how many, where to send it, the payment password. The points it takes are shown
 * as they are typed; the server decides under my lock and its refusal shows at the field it names.
 */
export function RedeemDialog({
  reward,
  points,
  onClose,
}: {
  reward: PointReward;
  points: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatPoints = useFormatPoints();
  const redeem = useRedeemReward();
  const schema = useMemo(() => redeemFormSchema(reward, points), [reward, points]);
  const form = useForm<RedeemValues>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: '1', receivingAddress: '', paymentPassword: '' },
  });
  const { errors } = form.formState;
  const quantity = typedCount(form.watch('quantity'));
  const maxQuantity = Math.max(1, Math.min(redeemLimits.maxQuantity, reward.quantity));
  const { submit, formError } = useSpendSubmit({
    form,
    mutation: redeem,
    toBody: (values) => toRedeemBody(reward.id, values),
    onDone: (values) => {
      toast.success(t('points.redeemed', { name: reward.name, quantity: typedCount(values.quantity) }));
      onClose();
    },
  });
  return (
    <Modal open title={t('points.redeemTitle', { name: reward.name })} onClose={redeem.isPending ? undefined : onClose}>
      <form className="stack stack--4 points-form" onSubmit={submit} noValidate>
        <FormAlert text={formError} />
        <dl className="points-form__facts">
          <div>
            <dt>{t('points.each')}</dt>
            <dd className="figures">{formatPoints(reward.requiredPoints)}</dd>
          </div>
          <div>
            <dt>{t('points.yourPoints')}</dt>
            <dd className="figures">{formatPoints(points)}</dd>
          </div>
        </dl>
        <TextField
          {...form.register('quantity')}
          label={t('points.quantity', { unit: reward.unit })}
          inputMode="numeric"
          autoComplete="off"
          required
          error={fieldText(t, errors.quantity, { max: String(maxQuantity) })}
        />
        <p className="points-form__total figures" aria-live="polite">
          {t('points.totalNeeded', { points: formatPoints(quantity * reward.requiredPoints) })}
        </p>
        <TextAreaField
          {...form.register('receivingAddress')}
          label={t('points.address')}
          rows={3}
          maxLength={redeemLimits.maxAddress}
          required
          hint={t('points.addressHint', { max: redeemLimits.maxAddress })}
          error={fieldText(t, errors.receivingAddress, { max: String(redeemLimits.maxAddress) })}
        />
        <PaymentPasswordField {...form.register('paymentPassword')} error={fieldText(t, errors.paymentPassword)} />
        <div className="points-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={redeem.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={redeem.isPending} icon={<Gift size={16} aria-hidden="true" />}>
            {t('points.redeem')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
