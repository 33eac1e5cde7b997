import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FormAlert, TextField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { toast } from '../../../components/ui/toast';
import { fieldText, showServerError } from '../../../lib/money-form';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useAddBankAccount } from '../api/add-bank-account';

/** The contracts' bank account rules, with messages the form can translate. */
const schema = z.object({
  bankName: z.string().trim().min(2, 'security.bankNameRule').max(80, 'security.bankNameRule'),
  accountNumber: z.string().regex(/^[0-9]{6,30}$/, 'security.accountNumberRule'),
  payeeName: z.string().trim().min(2, 'security.payeeNameRule').max(80, 'security.payeeNameRule'),
  branch: z.string().trim().max(80, 'security.branchRule'),
});
type Values = z.infer<typeof schema>;

/**
 * Adds a bank account for withdrawals. The payee name must be the member's real name: without one yet,
 * the first account's payee name becomes it; with one, the field starts with it.
 */
export function AddBankAccountDialog({ realName, onClose }: { realName: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const add = useAddBankAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { bankName: '', accountNumber: '', payeeName: realName ?? '', branch: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ branch, ...values }) => {
    setFailure(null);
    try {
      await add.mutateAsync({ ...values, branch: branch || undefined });
    } catch (error) {
      setFailure(showServerError(form, error, errorText(error)));
      return;
    }
    toast.success(t('security.bankAccountAdded'));
    onClose();
  });

  return (
    <Modal open title={t('security.addBankAccount')} onClose={onClose}>
      <form className="money-form" onSubmit={onSubmit} noValidate>
        <FormAlert text={failure} />
        <TextField
          {...form.register('bankName')}
          label={t('security.bankName')}
          required
          autoComplete="off"
          error={fieldText(t, errors.bankName)}
        />
        <TextField
          {...form.register('accountNumber')}
          label={t('security.accountNumber')}
          required
          inputMode="numeric"
          autoComplete="off"
          error={fieldText(t, errors.accountNumber)}
        />
        <TextField
          {...form.register('payeeName')}
          label={t('security.payeeName')}
          required
          autoComplete="name"
          error={fieldText(t, errors.payeeName)}
        />
        <p className="money-note">
          {realName === null ? t('security.payeeBecomesRealName') : t('security.payeeMustMatch', { name: realName })}
        </p>
        <TextField
          {...form.register('branch')}
          label={t('security.branch')}
          autoComplete="off"
          error={fieldText(t, errors.branch)}
        />
        <Button type="submit" pending={isSubmitting} className="money-form__submit">
          {t('security.saveBankAccount')}
        </Button>
      </form>
    </Modal>
  );
}
