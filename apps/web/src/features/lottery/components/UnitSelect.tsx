import type { LotteryUnit } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/Field';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { lineStake } from '../model/money';
import './UnitSelect.css';

/** The unit of a bet (1 / 0.1 / 0.01), each shown as what one bet then costs. */
export function UnitSelect({
  units,
  betPrice,
  value,
  onChange,
  context,
}: {
  units: LotteryUnit[];
  betPrice: string;
  value: LotteryUnit;
  onChange: (unit: LotteryUnit) => void;
  /** Said to assistive technology after the label, e.g. the slip line's play. */
  context?: string;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (
    <SelectField
      className="field--inline"
      label={t('lottery.unit')}
      aria-label={context ? `${t('lottery.unit')} · ${context}` : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value as LotteryUnit)}
    >
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {t('lottery.unitOption', { unit, price: formatMinor(lineStake(betPrice, 1, unit, 1)) })}
        </option>
      ))}
    </SelectField>
  );
}
