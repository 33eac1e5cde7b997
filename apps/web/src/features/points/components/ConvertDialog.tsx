import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRightLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert, TextField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { PaymentPasswordField } from '../../../components/ui/PaymentPasswordField';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/money-form';
import { useFormatMinor } from '../../../lib/use-format-minor';
import type { PointConfig } from '../api/get-points';
import { useConvertPoints } from '../api/spend-points';
import { type ConvertValues, convertFormSchema, toConvertBody, typedCount } from '../model/spend-forms';
import { useFormatPoints } from '../model/use-format-points';
import { useSpendSubmit } from '../model/use-spend-submit';
import './points-form.css';

/**
 * Converting points to cash: at least the site's minimum, at most my points; the cash they give is
 * shown as they are typed, and is paid into the main wallet at once.
 */
export function ConvertDialog({
  config,
  points,
  onClose,
}: {
  config: PointConfig;
  points: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatPoints = useFormatPoints();
  const formatMinor = useFormatMinor();
  const convert = useConvertPoints();
  const schema = useMemo(() => convertFormSchema(points, config.minConvert), [points, config.minConvert]);
  const form = useForm<ConvertValues>({
    resolver: zodResolver(schema),
    defaultValues: { points: String(points), paymentPassword: '' },
  });
  const { errors } = form.formState;
  const cashOf = (text: string) => formatMinor(BigInt(typedCount(text)) * BigInt(config.pointValue));
  const limits = { min: String(config.minConvert), max: String(points) };
  const { submit, formError } = useSpendSubmit({
    form,
    mutation: convert,
    toBody: toConvertBody,
    onDone: (values) => {
      toast.success(
        t('points.converted', { points: formatPoints(typedCount(values.points)), amount: cashOf(values.points) }),
      );
      onClose();
    },
  });
  return (
    <Modal open title={t('points.convertTitle')} onClose={convert.isPending ? undefined : onClose}>
      <form className="stack stack--4 points-form" onSubmit={submit} noValidate>
        <FormAlert text={formError} />
        <dl className="points-form__facts">
          <div>
            <dt>{t('points.yourPoints')}</dt>
            <dd className="figures">{formatPoints(points)}</dd>
          </div>
          <div>
            <dt>{t('points.pointWorth')}</dt>
            <dd className="figures">{formatMinor(config.pointValue)}</dd>
          </div>
        </dl>
        <TextField
          {...form.register('points')}
          label={t('points.pointsToConvert')}
          inputMode="numeric"
          autoComplete="off"
          required
          error={fieldText(t, errors.points, limits)}
        />
        <p className="points-form__total" aria-live="polite">
          {t('points.cashYouGet')} <strong className="money">{cashOf(form.watch('points'))}</strong>
        </p>
        <PaymentPasswordField {...form.register('paymentPassword')} error={fieldText(t, errors.paymentPassword)} />
        <div className="points-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={convert.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={convert.isPending} icon={<ArrowRightLeft size={16} aria-hidden="true" />}>
            {t('points.convert')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
