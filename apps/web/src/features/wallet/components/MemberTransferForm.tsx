import { zodResolver } from '@hookform/resolvers/zod';
import { parseAmount } from '@portal/contracts';
import { Send } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField } from '../../../components/ui/AmountField';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormAlert, TextField } from '../../../components/ui/Field';
import { PaymentPasswordField } from '../../../components/ui/PaymentPasswordField';
import { TurnoverLink } from '../../../components/ui/TurnoverLink';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/http';
import { useMainBalance } from '../../../lib/member/use-main-balance';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { amountText, fieldText, paymentPasswordText, remarkText } from '../../../lib/money-form';
import { useSite } from '../../../lib/site';
import { useConfirmedSend } from '../../../lib/use-confirmed-send';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useTransferToMember } from '../api/transfer-to-member';
import '../../../components/ui/money.css';

/**
 * Money from the main wallet to another member: to the member's upline (`upline` named), or, for an
 * agent, to a downline the agent types. Amount, payment password and an optional remark, then a
 * confirmation, since a transfer cannot be called back. A bonus not yet played through keeps the money
 * in (issue 22): the refusal says how much is left to play, with the way to its progress.
 */
export function MemberTransferForm({ upline, downline = '' }: { upline?: string; downline?: string }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const formatMinor = useFormatMinor();
  const available = useMainBalance();
  const refreshBalances = useRefreshBalances();
  const transfer = useTransferToMember();
  const toDownline = upline === undefined;
  const { decimals } = brand.currency;

  const schema = useMemo(
    () =>
      z.object({
        downline: toDownline ? z.string().trim().min(1, 'transfer.downlineRequired').max(64) : z.string(),
        amount: amountText(decimals, { available }),
        paymentPassword: paymentPasswordText,
        remark: remarkText,
      }),
    [toDownline, decimals, available],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { downline, amount: '', paymentPassword: '', remark: '' },
  });
  const { errors } = form.formState;

  const flow = useConfirmedSend({
    form,
    send: (values: Values, key) =>
      transfer.mutateAsync({
        body: {
          amount: values.amount.trim(),
          paymentPassword: values.paymentPassword,
          remark: values.remark.trim() || undefined,
          ...(toDownline ? { downline: values.downline.trim() } : {}),
        },
        key,
      }),
    onSuccess: (result) => {
      toast.success(t('transfer.memberSent', { amount: formatMinor(result.amount), name: result.counterparty }));
      form.reset();
      void refreshBalances();
    },
    describe: (error) =>
      error instanceof ApiError && error.code === 'NOT_FOUND' && error.field === 'body.downline'
        ? t('transfer.downlineNotFound')
        : undefined,
  });

  const typed = flow.awaiting ? parseAmount(flow.awaiting.amount, decimals) : null;
  const recipient = upline ?? flow.awaiting?.downline.trim() ?? '';
  return (
    <form className="money-form" onSubmit={flow.review} noValidate>
      <FormAlert text={flow.formError} />
      {toDownline ? (
        <TextField
          {...form.register('downline')}
          label={t('transfer.downline')}
          required
          autoComplete="off"
          error={fieldText(t, errors.downline)}
        />
      ) : null}
      <AmountField
        {...form.register('amount')}
        required
        error={fieldText(t, errors.amount)}
        hint={available === undefined ? null : t('transfer.available', { amount: formatMinor(available) })}
      />
      <TurnoverLink error={transfer.error} />
      <PaymentPasswordField {...form.register('paymentPassword')} error={fieldText(t, errors.paymentPassword)} />
      <TextField
        {...form.register('remark')}
        label={t('transfer.remark')}
        maxLength={140}
        autoComplete="off"
        error={fieldText(t, errors.remark)}
      />
      <Button type="submit" icon={<Send size={16} aria-hidden="true" />} className="money-form__submit">
        {t('transfer.send')}
      </Button>
      <ConfirmDialog
        open={flow.awaiting !== null}
        title={t('transfer.confirmTitle')}
        confirmLabel={t('transfer.confirmSend')}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
        pending={flow.sending}
        error={flow.dialogError}
      >
        <p>
          {t('transfer.confirmText', {
            amount: typed?.ok ? formatMinor(typed.minor) : '',
            name: recipient,
          })}
        </p>
        <p className="money-note">{t('transfer.cannotUndo')}</p>
      </ConfirmDialog>
    </form>
  );
}
