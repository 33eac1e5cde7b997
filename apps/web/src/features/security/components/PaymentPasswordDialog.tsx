import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FormAlert, PasswordField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { PaymentPasswordField } from '../../../components/ui/PaymentPasswordField';
import { toast } from '../../../components/ui/toast';
import { fieldText, paymentPasswordText, showServerError } from '../../../lib/money-form';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useSetPaymentPassword } from '../api/set-payment-password';

/**
 * Sets the six-digit payment password. The first time the member proves who they are with the login
 * password; afterwards changing it needs the current payment password.
 */
export function PaymentPasswordDialog({ isSet, onClose }: { isSet: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const save = useSetPaymentPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({
          proof: isSet ? paymentPasswordText : z.string().min(1, 'validation.reg_required'),
          newPaymentPassword: paymentPasswordText,
          confirmPaymentPassword: z.string(),
        })
        .refine((values) => values.newPaymentPassword === values.confirmPaymentPassword, {
          path: ['confirmPaymentPassword'],
          message: 'validation.reg_entries_inconsistent',
        }),
    [isSet],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { proof: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ proof, newPaymentPassword, confirmPaymentPassword }) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        ...(isSet ? { oldPaymentPassword: proof } : { loginPassword: proof }),
        newPaymentPassword,
        confirmPaymentPassword,
      });
    } catch (error) {
      // The form calls both proofs of identity `proof`; a lock-out names the payment password in general.
      const aliases = { loginPassword: 'proof', oldPaymentPassword: 'proof', paymentPassword: 'proof' } as const;
      setFailure(showServerError(form, error, errorText(error), aliases));
      return;
    }
    toast.success(t(isSet ? 'security.paymentPasswordChanged' : 'security.paymentPasswordSet'));
    onClose();
  });

  return (
    <Modal open title={t(isSet ? 'security.changePaymentPassword' : 'security.setPaymentPassword')} onClose={onClose}>
      <form className="money-form" onSubmit={onSubmit} noValidate>
        <FormAlert
          tone="info"
          text={t(isSet ? 'security.changePaymentPasswordText' : 'security.setPaymentPasswordText')}
        />
        <FormAlert text={failure} />
        {isSet ? (
          <PaymentPasswordField
            {...form.register('proof')}
            label={t('security.currentPaymentPassword')}
            error={fieldText(t, errors.proof)}
          />
        ) : (
          <PasswordField
            {...form.register('proof')}
            label={t('security.loginPassword')}
            required
            autoComplete="current-password"
            error={fieldText(t, errors.proof)}
          />
        )}
        <PaymentPasswordField
          {...form.register('newPaymentPassword')}
          label={t('security.newPaymentPassword')}
          autoComplete="new-password"
          error={fieldText(t, errors.newPaymentPassword)}
        />
        <PaymentPasswordField
          {...form.register('confirmPaymentPassword')}
          label={t('security.confirmPaymentPassword')}
          autoComplete="new-password"
          error={fieldText(t, errors.confirmPaymentPassword)}
        />
        <Button type="submit" pending={isSubmitting} className="money-form__submit">
          {t('security.savePaymentPassword')}
        </Button>
      </form>
    </Modal>
  );
}
