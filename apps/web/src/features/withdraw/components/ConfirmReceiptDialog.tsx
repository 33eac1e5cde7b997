import { zodResolver } from '@hookform/resolvers/zod';
import type { WithdrawalRecord } from '@portal/contracts';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField } from '../../../components/ui/AmountField';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/http';
import { amountText, fieldText, remarkText, showServerError } from '../../../lib/money-form';
import { useSite } from '../../../lib/site';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useImageFiles } from '../../../lib/use-image-files';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import { ConfirmDeadline } from './ConfirmDeadline';
import { ProofPicker } from './ProofPicker';

const results = ['received', 'partial', 'not_received'] as const;

/**
 * "Confirm receipt" of a paid withdrawal (SPEC §4): received, partly received (how much arrived) or not
 * received, a remark, and proof images, required unless everything arrived. Sent as multipart.
 */
export function ConfirmReceiptDialog({ record, onClose }: { record: WithdrawalRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const formatMinor = useFormatMinor();
  const errorText = useApiErrorText();
  const confirm = useConfirmWithdrawal();
  const proofs = useImageFiles();
  const remarkId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const schema = useMemo(() => {
    // Partly received: something arrived, and less than the whole.
    const received = amountText(brand.currency.decimals, { min: 1n, max: BigInt(record.amount) - 1n });
    return z
      .object({ result: z.enum(results), receivedAmount: z.string(), remark: remarkText })
      .superRefine((values, ctx) => {
        const amount = values.result === 'partial' ? received.safeParse(values.receivedAmount) : null;
        if (amount && !amount.success) {
          ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: amount.error.issues[0]?.message });
        }
      });
  }, [brand.currency.decimals, record.amount]);
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { result: 'received', receivedAmount: '', remark: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const result = form.watch('result');
  const remarkLength = form.watch('remark').length;

  const onSubmit = form.handleSubmit(async ({ result: chosen, receivedAmount, remark }) => {
    setFailure(null);
    setProofError(null);
    if (chosen !== 'received' && proofs.files.length === 0) {
      setProofError(t('error.proof_required'));
      return;
    }
    const fields = {
      result: chosen,
      receivedAmount: chosen === 'partial' ? receivedAmount.trim() : undefined,
      remark: remark.trim() || undefined,
    };
    try {
      await confirm.mutateAsync({ id: record.id, fields, proofs: proofs.files });
    } catch (error) {
      const text = errorText(error);
      if (error instanceof ApiError && error.field === 'body.proof') setProofError(text);
      else setFailure(showServerError(form, error, text));
      return;
    }
    toast.success(t('withdraw.confirmed'));
    onClose();
  });

  return (
    <Modal open title={t('withdraw.confirmReceipt')} onClose={onClose}>
      <form className="money-form receipt-form" onSubmit={onSubmit} noValidate>
        <p className="panel__text">
          {t('withdraw.receiptOf', {
            amount: formatMinor(record.amount),
            account: `${record.bankName} ${record.accountNumberMasked}`,
          })}
        </p>
        {record.confirmDeadline ? <ConfirmDeadline deadline={record.confirmDeadline} /> : null}
        <FormAlert text={failure} />
        <fieldset className="receipt-form__results">
          <legend className="field__label">{t('withdraw.whatArrived')}</legend>
          {results.map((value) => (
            <label key={value} className="receipt-form__choice">
              <input type="radio" value={value} {...form.register('result')} />
              {t(`withdraw.result.${value}`)}
            </label>
          ))}
        </fieldset>
        {result === 'partial' ? (
          <AmountField
            {...form.register('receivedAmount')}
            label={t('withdraw.receivedAmount')}
            required
            error={fieldText(t, errors.receivedAmount, {
              min: formatMinor(1n),
              max: formatMinor(BigInt(record.amount) - 1n),
            })}
          />
        ) : null}
        <div className="field">
          <label htmlFor={remarkId} className="field__label">
            {t('withdraw.remark')}
          </label>
          <textarea
            {...form.register('remark')}
            id={remarkId}
            rows={3}
            maxLength={140}
            className="field__input receipt-form__remark"
            aria-invalid={errors.remark ? true : undefined}
            aria-describedby={`${remarkId}-count`}
          />
          <p id={`${remarkId}-count`} className="receipt-form__count">
            {t('withdraw.remarkCount', { count: remarkLength, max: 140 })}
          </p>
          {errors.remark ? <p className="field__error">{fieldText(t, errors.remark)}</p> : null}
        </div>
        <ProofPicker proofs={proofs} required={result !== 'received'} error={proofError} />
        <Button type="submit" pending={isSubmitting} className="money-form__submit">
          {t('withdraw.sendConfirmation')}
        </Button>
      </form>
    </Modal>
  );
}
