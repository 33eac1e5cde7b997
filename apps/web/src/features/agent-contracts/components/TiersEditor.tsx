import { type ContractTier, maxTiers } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFieldArrayReturn, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/AmountField';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { fieldText } from '../../../lib/money-form';
import { useFormatRate } from '../hooks/use-format-rate';
import type { OfferValues } from '../model/offer-form';
import { percentToBasisPoints } from '../model/rate';
import { ceilingOf, emptyTierRow } from '../model/tier-rows';

/**
 * The tiers of an offer, one row each (at most maxTiers): the team's valid bet in the site currency,
 * its active members, and the rate as a percent. Beside each row, what my own contract pays a team
 * with its figures: the most that row may offer, shown as it is typed.
 */
export function TiersEditor({
  form,
  tiers,
  mine,
  decimals,
}: {
  form: UseFormReturn<OfferValues>;
  tiers: UseFieldArrayReturn<OfferValues, 'tiers'>;
  mine: readonly ContractTier[];
  decimals: number;
}) {
  const { t } = useTranslation();
  const formatRate = useFormatRate();
  const rows = useWatch({ control: form.control, name: 'tiers' });
  const errors = form.formState.errors.tiers;
  return (
    <fieldset className="tiers-editor">
      <legend className="field__label">{t('agentContracts.offer.tiers')}</legend>
      <p className="tiers-editor__hint">{t('agentContracts.offer.tiersHint')}</p>
      {tiers.fields.map((field, index) => {
        const row = rows[index] ?? emptyTierRow;
        const ceiling = ceilingOf(row, decimals, mine);
        const typed = percentToBasisPoints(row.rate);
        const over = ceiling !== null && typed.ok && typed.rate > ceiling;
        const number = index + 1;
        return (
          <fieldset key={field.id} className="tier-row">
            <legend className="tier-row__title">{t('agentContracts.offer.tier', { number })}</legend>
            {/* At the tier's top right: never moved by a message under a field. */}
            <Button
              variant="ghost"
              className="tier-row__remove"
              aria-label={t('agentContracts.offer.removeTier', { number })}
              disabled={tiers.fields.length <= 1}
              icon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => tiers.remove(index)}
            />
            <AmountField
              {...form.register(`tiers.${index}.validBet`)}
              label={t('agentContracts.offer.validBetFrom')}
              error={fieldText(t, errors?.[index]?.validBet)}
            />
            <TextField
              {...form.register(`tiers.${index}.activeMembers`)}
              label={t('agentContracts.offer.membersFrom')}
              inputMode="numeric"
              autoComplete="off"
              error={fieldText(t, errors?.[index]?.activeMembers)}
            />
            <AmountField
              {...form.register(`tiers.${index}.rate`)}
              label={t('agentContracts.offer.ratePercent')}
              error={fieldText(t, errors?.[index]?.rate)}
            />
            <p className={over ? 'tier-row__ceiling tier-row__ceiling--over' : 'tier-row__ceiling'}>
              {ceiling === null
                ? t('agentContracts.offer.ceilingUnknown')
                : t('agentContracts.offer.ceiling', { rate: formatRate(ceiling) })}
            </p>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        icon={<Plus size={16} aria-hidden="true" />}
        disabled={tiers.fields.length >= maxTiers}
        onClick={() => tiers.append({ ...emptyTierRow })}
      >
        {t('agentContracts.offer.addTier')}
      </Button>
    </fieldset>
  );
}
