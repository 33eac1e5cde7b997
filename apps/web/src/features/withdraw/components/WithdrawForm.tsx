import { zodResolver } from '@hookform/resolvers/zod';
import { type BankAccount, parseAmount, type WithdrawRules } from '@portal/contracts';
import { BanknoteArrowUp } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField } from '../../../components/ui/AmountField';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormAlert, SelectField } from '../../../components/ui/Field';
import { PaymentPasswordField } from '../../../components/ui/PaymentPasswordField';
import { TurnoverLink } from '../../../components/ui/TurnoverLink';
import { toast } from '../../../components/ui/toast';
import { useMainBalance } from '../../../lib/member/use-main-balance';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { amountText, fieldText, paymentPasswordText } from '../../../lib/money-form';
import { useSite } from '../../../lib/site';
import { useConfirmedSend } from '../../../lib/use-confirmed-send';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useRequestWithdrawal } from '../api/request-withdrawal';

/**
 * A withdrawal request: to which bank account, how much (within the site's limits and the main
 * wallet's balance), the payment password; then a confirmation, since a request cannot be cancelled.
 */
export function WithdrawForm({ rules, accounts }: { rules: WithdrawRules; accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const formatMinor = useFormatMinor();
  const available = useMainBalance();
  const refreshBalances = useRefreshBalances();
  const withdraw = useRequestWithdrawal();
  const { decimals } = brand.currency;
  const min = BigInt(rules.minAmount);
  const max = BigInt(rules.maxAmount);
  // Demo-channel money never leaves the portal (the server refuses it): say so, and hold the amount to the rest.
  const demoMoney = BigInt(rules.demoMoney);
  const withdrawable = demoMoney > 0n ? BigInt(rules.withdrawable) : undefined;
  const limits = {
    min: formatMinor(min),
    max: formatMinor(max),
    withdrawable: formatMinor(withdrawable ?? 0n),
  };
  const schema = useMemo(
    () =>
      z.object({
        bankAccountId: z.string().min(1, 'withdraw.accountRequired'),
        amount: amountText(decimals, { min, max, available, withdrawable }),
        paymentPassword: paymentPasswordText,
      }),
    [decimals, min, max, available, withdrawable],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { bankAccountId: accounts[0]?.id ?? '', amount: '', paymentPassword: '' },
  });
  const { errors } = form.formState;
  const flow = useConfirmedSend({
    form,
    send: (values: Values, key) => withdraw.mutateAsync({ body: { ...values, amount: values.amount.trim() }, key }),
    onSuccess: (record) => {
      toast.success(t('withdraw.requested', { amount: formatMinor(record.amount) }));
      form.reset({ bankAccountId: form.getValues('bankAccountId'), amount: '', paymentPassword: '' });
      void refreshBalances();
    },
  });
  const limitReached = rules.usedToday >= rules.dailyCount;
  const account = accounts.find((item) => item.id === flow.awaiting?.bankAccountId);
  const typed = flow.awaiting ? parseAmount(flow.awaiting.amount, decimals) : null;

  return (
    <form className="money-form" onSubmit={flow.review} noValidate>
      <FormAlert text={flow.formError} />
      {limitReached ? <FormAlert tone="info" text={t('error.withdraw_daily_limit')} /> : null}
      <SelectField
        {...form.register('bankAccountId')}
        label={t('withdraw.account')}
        required
        error={fieldText(t, errors.bankAccountId)}
      >
        {accounts.map((item) => (
          <option key={item.id} value={item.id}>
            {`${item.bankName} ${item.accountNumberMasked} · ${item.payeeName}`}
          </option>
        ))}
      </SelectField>
      <AmountField
        {...form.register('amount')}
        required
        error={fieldText(t, errors.amount, limits)}
        hint={
          <>
            <span>{t('withdraw.limits', limits)}</span>
            {available === undefined ? null : (
              <span>{t('transfer.available', { amount: formatMinor(available) })}</span>
            )}
            {withdrawable === undefined ? null : (
              <span>{t('withdraw.withdrawable', { amount: limits.withdrawable })}</span>
            )}
          </>
        }
      />
      <TurnoverLink error={withdraw.error} />
      <PaymentPasswordField {...form.register('paymentPassword')} error={fieldText(t, errors.paymentPassword)} />
      {withdrawable === undefined ? null : (
        <p className="money-note">{t('withdraw.demoMoneyNote', { amount: formatMinor(demoMoney) })}</p>
      )}
      <p className="money-note">{t('withdraw.cannotCancel')}</p>
      <Button
        type="submit"
        disabled={limitReached}
        icon={<BanknoteArrowUp size={16} aria-hidden="true" />}
        className="money-form__submit"
      >
        {t('withdraw.submit')}
      </Button>
      <ConfirmDialog
        open={flow.awaiting !== null}
        title={t('withdraw.confirmTitle')}
        confirmLabel={t('withdraw.confirmSubmit')}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
        pending={flow.sending}
        error={flow.dialogError}
      >
        <p>
          {t('withdraw.confirmText', {
            amount: typed?.ok ? formatMinor(typed.minor) : '',
            account: account ? `${account.bankName} ${account.accountNumberMasked}` : '',
          })}
        </p>
        <p className="money-note">{t('withdraw.cannotCancel')}</p>
      </ConfirmDialog>
    </form>
  );
}
