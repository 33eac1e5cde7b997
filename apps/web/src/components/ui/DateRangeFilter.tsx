import { maxHistoryDays } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange, type RangeChoice, rangePresets, rangeProblem } from '../../lib/date-range';
import { useSite } from '../../lib/site';
import { siteToday } from '../../lib/time';
import { TextField } from './Field';

/**
 * The filter bar of the history pages: today / last 7 / last 30 days, or a typed range of at most
 * maxHistoryDays ending today at the latest; days are the site's. A typed range is applied as soon as
 * it is valid; until then its problem shows under the field and the list keeps the last valid range.
 * `children` are the page's own filters, placed in the same bar.
 */
export function DateRangeFilter({
  value,
  onChange,
  children,
}: {
  value: RangeChoice;
  onChange: (range: RangeChoice) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const today = siteToday(brand.timeZone);
  const [draft, setDraft] = useState<DateRange>(value);
  const problem = rangeProblem(draft, today);

  const apply = (range: RangeChoice) => {
    setDraft(range);
    if (!rangeProblem(range, today)) onChange(range);
  };
  const fromMissing = problem === 'missing' && !draft.from;

  return (
    <div className="filters">
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('history.period')}</legend>
        {rangePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="segmented__item"
            aria-pressed={value.preset === preset && draft.from === value.from && draft.to === value.to}
            onClick={() => apply(presetRange(preset, today))}
          >
            {t(`history.presets.${preset}`)}
          </button>
        ))}
      </fieldset>
      <TextField
        type="date"
        label={t('history.from')}
        value={draft.from}
        max={today}
        error={fromMissing ? t('history.rangeProblem.missing') : undefined}
        onChange={(event) => apply({ preset: 'custom', from: event.target.value, to: draft.to })}
      />
      <TextField
        type="date"
        label={t('history.to')}
        value={draft.to}
        max={today}
        error={problem && !fromMissing ? t(`history.rangeProblem.${problem}`, { days: maxHistoryDays }) : undefined}
        onChange={(event) => apply({ preset: 'custom', from: draft.from, to: event.target.value })}
      />
      {children}
    </div>
  );
}
