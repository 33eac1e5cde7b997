import { zodResolver } from '@hookform/resolvers/zod';
import type { DepositRecord, PaymentChannel } from '@portal/contracts';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField } from '../../../components/ui/AmountField';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/Field';
import { amountText, fieldText, showServerError } from '../../../lib/money-form';
import { useSite } from '../../../lib/site';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useCreateDeposit } from '../api/create-deposit';
import { BankInstructions } from './BankInstructions';
import { ChannelPicker } from './ChannelPicker';

interface DepositValues {
  channelId: string;
  amount: string;
}

const findChannel = (channels: PaymentChannel[], id: string) => channels.find((channel) => channel.id === id);

function depositSchema(decimals: number, channel: PaymentChannel | undefined) {
  return z.object({
    channelId: z.string().min(1, 'deposit.channelRequired'),
    amount: amountText(decimals, channel ? { min: BigInt(channel.minAmount), max: BigInt(channel.maxAmount) } : {}),
  });
}

/**
 * The deposit form: a channel, then an amount held to that channel's limits in the browser (the
 * contracts' exact parser, as the server reads it). A refusal shows next to the field it names.
 */
export function DepositForm({
  channels,
  onDone,
}: {
  channels: PaymentChannel[];
  onDone: (deposit: DepositRecord, channel: PaymentChannel | undefined) => void;
}) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const formatMinor = useFormatMinor();
  const errorText = useApiErrorText();
  const deposit = useCreateDeposit();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<DepositValues>({
    // Read at each check, so the amount is held to the limits of the channel chosen at that moment.
    resolver: (values, context, options) =>
      zodResolver(depositSchema(brand.currency.decimals, findChannel(channels, values.channelId)))(
        values,
        context,
        options,
      ),
    defaultValues: { channelId: channels[0]?.id ?? '', amount: '' },
  });
  const channel = findChannel(channels, form.watch('channelId'));
  const { errors } = form.formState;
  const limits = channel ? { min: formatMinor(channel.minAmount), max: formatMinor(channel.maxAmount) } : null;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = { channelId: values.channelId, amount: values.amount.trim() };
    try {
      const result = await deposit.mutateAsync(body);
      form.reset({ channelId: values.channelId, amount: '' });
      onDone(result, channel);
    } catch (error) {
      setFormError(showServerError(form, error, errorText(error)));
    }
  });

  return (
    <form className="money-form deposit-form" onSubmit={submit} noValidate>
      <FormAlert text={formError} />
      <ChannelPicker channels={channels} field={form.register('channelId')} error={fieldText(t, errors.channelId)} />
      {channel?.kind === 'bank_transfer' ? (
        <BankInstructions instructions={channel.instructions} note={channel.note} />
      ) : null}
      <AmountField
        {...form.register('amount')}
        required
        error={fieldText(t, errors.amount, limits ?? {})}
        hint={limits ? t('deposit.limits', limits) : null}
      />
      <Button
        type="submit"
        pending={deposit.isPending}
        icon={<Wallet size={16} aria-hidden="true" />}
        className="money-form__submit"
      >
        {t('deposit.submit')}
      </Button>
    </form>
  );
}
