import { zodResolver } from '@hookform/resolvers/zod';
import { type ContractKind, contractKinds, dividendPeriods } from '@portal/contracts';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert, SelectField, TextField } from '../../../components/ui/Field';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/money-form';
import { useSite } from '../../../lib/site';
import { siteToday } from '../../../lib/time';
import { useOfferContract } from '../api/offer-contract';
import { useOfferErrorText } from '../hooks/use-offer-error-text';
import { type OfferValues, offerFieldOf, offerSchema, type RunningContracts, rowsFrom } from '../model/offer-form';
import { checkTierRows } from '../model/tier-rows';
import { TiersEditor } from './TiersEditor';

const isDividendPeriod = (period: string): period is (typeof dividendPeriods)[number] =>
  (dividendPeriods as readonly string[]).includes(period);

/**
 * Offers a direct downline agent a contract of a kind I hold, within my own: its period is mine (a
 * dividend's) or the kind's, its tiers pay at most what mine pay at their figures.
 */
export function OfferContractForm({
  running,
  downline,
  kind,
  onDone,
}: {
  running: RunningContracts;
  downline: string;
  kind?: ContractKind;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { decimals } = brand.currency;
  const today = siteToday(brand.timeZone);
  const kinds = contractKinds.filter((held) => running[held]);
  const firstKind = kind && running[kind] ? kind : kinds[0]!;
  const schema = useMemo(() => offerSchema(decimals, running, today), [decimals, running, today]);
  const form = useForm<OfferValues>({
    resolver: zodResolver(schema),
    defaultValues: { downline, kind: firstKind, endsOn: '', tiers: rowsFrom(running[firstKind], decimals) },
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const offer = useOfferContract();
  const errorText = useOfferErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'kind' });
  const mine = running[chosen];

  const kindField = form.register('kind', {
    // Untouched tiers follow the kind: they start from my own contract's figures of that kind.
    onChange: (event) => {
      if (!form.getFieldState('tiers').isDirty)
        tiers.replace(rowsFrom(running[event.target.value as ContractKind], decimals));
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const own = running[values.kind]!;
    const { tiers: offered } = checkTierRows(values.tiers, decimals, own.tiers);
    if (!offered) return;
    const name = values.downline.trim();
    try {
      await offer.mutateAsync({
        kind: values.kind,
        offer: {
          downline: name,
          tiers: offered,
          period: values.kind === 'dividend' && isDividendPeriod(own.period) ? own.period : undefined,
          endsOn: values.endsOn || undefined,
        },
      });
      toast.success(t('agentContracts.offer.sent', { name, kind: t(`agentContracts.kinds.${values.kind}`) }));
      onDone();
    } catch (error) {
      const text = errorText(error);
      const field = offerFieldOf(error, values.tiers.length);
      if (field) form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else setAlert(text);
    }
  });

  return (
    <form className="offer-form" onSubmit={submit} noValidate>
      <FormAlert text={alert} />
      <TextField
        {...form.register('downline')}
        label={t('agentContracts.offer.downline')}
        required
        autoComplete="off"
        error={fieldText(t, errors.downline)}
      />
      <div className="offer-form__pair">
        <SelectField {...kindField} label={t('agentContracts.offer.kind')} error={fieldText(t, errors.kind)}>
          {kinds.map((held) => (
            <option key={held} value={held}>
              {t(`agentContracts.kinds.${held}`)}
            </option>
          ))}
        </SelectField>
        {/* The period is not mine to choose: a dividend's is my own dividend's, a salary's its kind's. */}
        <TextField
          label={t('agentContracts.card.period')}
          value={mine ? t(`agentContracts.periods.${mine.period}`) : ''}
          readOnly
        />
      </div>
      <TiersEditor form={form} tiers={tiers} mine={mine?.tiers ?? []} decimals={decimals} />
      <TextField
        {...form.register('endsOn')}
        type="date"
        min={today}
        label={t('agentContracts.offer.endsOn')}
        error={fieldText(t, errors.endsOn)}
      />
      <Button type="submit" pending={offer.isPending} icon={<Send size={16} aria-hidden="true" />}>
        {t('agentContracts.offer.submit')}
      </Button>
    </form>
  );
}
