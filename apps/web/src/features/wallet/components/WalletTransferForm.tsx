import { zodResolver } from '@hookform/resolvers/zod';
import { type MerchantWallets, mainWallet, minorToDecimal } from '@portal/contracts';
import { ArrowLeftRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField } from '../../../components/ui/AmountField';
import { Button } from '../../../components/ui/Button';
import { FormAlert, SelectField } from '../../../components/ui/Field';
import { TurnoverLink } from '../../../components/ui/TurnoverLink';
import { toast } from '../../../components/ui/toast';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { amountText, fieldText, showServerError } from '../../../lib/money-form';
import { useSite } from '../../../lib/site';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useTransferBetweenWallets } from '../api/transfer-between-wallets';
import { useWalletName } from '../hooks/use-wallet-name';

/**
 * Moves money between the main wallet and one vendor wallet, either way (GCS_walletTransfer). One side
 * is always MAIN: picking a vendor as the source makes MAIN the target, and the other way round. Into a
 * vendor's wallet, money leaves the site: an open bonus turnover refuses it (issue 22), shown with the
 * way to the bonus's progress.
 */
export function WalletTransferForm({ wallets }: { wallets: MerchantWallets }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const formatMinor = useFormatMinor();
  const walletName = useWalletName();
  const errorText = useApiErrorText();
  const withKey = useIdempotencyKey();
  const refreshBalances = useRefreshBalances();
  const transfer = useTransferBetweenWallets();
  const [failure, setFailure] = useState<string | null>(null);
  const { decimals } = brand.currency;
  const vendors = wallets.filter((wallet) => wallet.wallet !== mainWallet);
  /** A wallet's balance; null when its vendor did not answer (the server decides then). */
  const balanceOf = (code: string) => {
    const found = wallets.find((wallet) => wallet.wallet === code);
    return found?.balance === null ? null : BigInt(found?.balance ?? '0');
  };

  const schema = useMemo(() => {
    const holds = (code: string) => {
      const found = wallets.find((wallet) => wallet.wallet === code);
      return found?.balance === null ? undefined : BigInt(found?.balance ?? '0');
    };
    return z.object({ from: z.string(), to: z.string(), amount: z.string() }).superRefine((values, ctx) => {
      const available = holds(values.from);
      const limits = available === undefined ? {} : { available };
      const amount = amountText(decimals, limits).safeParse(values.amount);
      if (!amount.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.error.issues[0]?.message });
    });
  }, [wallets, decimals]);
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { from: mainWallet, to: vendors[0]?.wallet ?? '', amount: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Controlled selects: the target's options change with the source, so the DOM must follow the state.
  const [from, to] = form.watch(['from', 'to']);
  const targets = from === mainWallet ? vendors : wallets.filter((wallet) => wallet.wallet === mainWallet);

  const pickSource = (code: string) => {
    form.setValue('from', code);
    if (code !== mainWallet) form.setValue('to', mainWallet);
    else if (form.getValues('to') === mainWallet) form.setValue('to', vendors[0]?.wallet ?? '');
  };
  const swap = () => {
    const { from: source, to: target } = form.getValues();
    form.setValue('from', target);
    form.setValue('to', source);
  };

  const onSubmit = form.handleSubmit(async ({ from: source, to: target, amount }) => {
    setFailure(null);
    const request = { from: source, to: target, amount: amount.trim() };
    try {
      const result = await withKey(request, (transactionId) => transfer.mutateAsync({ ...request, transactionId }));
      // A transfer the vendor has not confirmed yet lands within moments: the member is told it is on its way.
      if (result.status === 'pending') toast.info(t('transfer.walletPending', { amount: formatMinor(result.amount) }));
      else toast.success(t('transfer.walletMoved', { amount: formatMinor(result.amount) }));
      form.setValue('amount', '');
      void refreshBalances();
    } catch (error) {
      setFailure(showServerError(form, error, errorText(error)));
    }
  });

  return (
    <form className="money-form" onSubmit={onSubmit} noValidate>
      <FormAlert text={failure} />
      <div className="wallet-route">
        <SelectField
          name="from"
          value={from}
          onChange={(event) => pickSource(event.target.value)}
          label={t('transfer.from')}
          error={fieldText(t, errors.from)}
          className="wallet-route__side"
        >
          {wallets.map((wallet) => (
            <option key={wallet.wallet} value={wallet.wallet}>
              {walletName(wallet)}
            </option>
          ))}
        </SelectField>
        <button type="button" className="icon-btn wallet-route__swap" aria-label={t('transfer.swap')} onClick={swap}>
          <ArrowLeftRight size={18} aria-hidden="true" />
        </button>
        <SelectField
          name="to"
          value={to}
          onChange={(event) => form.setValue('to', event.target.value)}
          label={t('transfer.to')}
          error={fieldText(t, errors.to)}
          className="wallet-route__side"
        >
          {targets.map((wallet) => (
            <option key={wallet.wallet} value={wallet.wallet}>
              {walletName(wallet)}
            </option>
          ))}
        </SelectField>
      </div>
      <AmountField
        {...form.register('amount')}
        required
        error={fieldText(t, errors.amount)}
        hint={<AvailableHint balance={balanceOf(from)} onWhole={(whole) => form.setValue('amount', whole)} />}
      />
      <TurnoverLink error={transfer.error} />
      <Button type="submit" pending={isSubmitting} className="money-form__submit">
        {t('transfer.transfer')}
      </Button>
    </form>
  );
}

/** What the source holds, and a button to move all of it; a vendor that does not answer says so instead. */
function AvailableHint({ balance, onWhole }: { balance: bigint | null; onWhole: (whole: string) => void }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const formatMinor = useFormatMinor();
  if (balance === null) return <span>{t('transfer.availableUnknown')}</span>;
  return (
    <>
      <span>{t('transfer.available', { amount: formatMinor(balance) })}</span>
      <button
        type="button"
        className="link-btn"
        onClick={() => onWhole(minorToDecimal(balance, brand.currency.decimals))}
      >
        {t('transfer.wholeBalance')}
      </button>
    </>
  );
}
