import type { PlayMenuItem } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLotteryText } from '../hooks/use-lottery-text';
import { isNumberRow, parseTyped, type QuickPick, quickPick, quickPicks, toggleValue } from '../model/picks';
import './NumberPicker.css';

/** Rows longer than this are typed rather than clicked (000-999 would be a thousand buttons). */
export const typedRowAbove = 100;

/** A play's picking areas: one row of values each, with quick picks on number rows. */
export function NumberPicker({
  kind,
  play,
  selection,
  onChange,
  odds,
}: {
  kind: string;
  play: PlayMenuItem;
  selection: string[][];
  onChange: (area: number, picked: string[]) => void;
  /** The odds shown on an option's button (two-sided plays), by option code. */
  odds: (option: string) => string | null;
}) {
  return (
    <div className="picker">
      {play.areas.map((area, index) => (
        <PickRow
          key={area.key}
          kind={kind}
          area={area}
          picked={selection[index] ?? []}
          onChange={(picked) => onChange(index, picked)}
          odds={odds}
        />
      ))}
    </div>
  );
}

function PickRow({
  kind,
  area,
  picked,
  onChange,
  odds,
}: {
  kind: string;
  area: PlayMenuItem['areas'][number];
  picked: string[];
  onChange: (picked: string[]) => void;
  odds: (option: string) => string | null;
}) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const label = text.area(area.key, kind);
  // A row of the play's options (BIG, DRAGON, or the sums 3-19 of PK10) shows each option's odds.
  const options = area.values.every((value) => odds(value) !== null);
  const numbers = isNumberRow(area.values);
  const hint =
    area.min === area.max
      ? t('lottery.pickExactly', { n: area.min })
      : t('lottery.pickBetween', { min: area.min, max: area.max });
  return (
    <fieldset className="pick-row">
      <legend className="pick-row__legend">
        <span>{label}</span>
        <span className="pick-row__hint">{hint}</span>
      </legend>
      {area.values.length > typedRowAbove ? (
        <TypedRow values={area.values} picked={picked} onChange={onChange} label={label} />
      ) : (
        <div
          className={`pick-row__values${options ? ' pick-row__values--options' : ''}${area.values.length === 10 ? ' pick-row__values--ten' : ''}`}
        >
          {area.values.map((value) => {
            const on = picked.includes(value);
            const price = options ? odds(value) : null;
            return (
              <button
                key={value}
                type="button"
                className={options ? 'pick-option' : 'pick-ball'}
                aria-pressed={on}
                onClick={() => onChange(toggleValue(area.values, picked, value, area.max))}
              >
                <span>{numbers ? value : text.option(value)}</span>
                {price ? <span className="pick-option__odds figures">×{price}</span> : null}
              </button>
            );
          })}
        </div>
      )}
      {numbers && area.values.length <= typedRowAbove && area.max > 1 ? (
        <QuickPicks values={area.values} max={area.max} label={label} onPick={onChange} />
      ) : null}
    </fieldset>
  );
}

function QuickPicks({
  values,
  max,
  label,
  onPick,
}: {
  values: readonly string[];
  max: number;
  label: string;
  onPick: (picked: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="pick-row__quick">
      <legend className="visually-hidden">{t('lottery.quickPicksOf', { area: label })}</legend>
      {quickPicks.map((pick: QuickPick) => {
        const chosen = quickPick(values, pick);
        return (
          <button
            key={pick}
            type="button"
            className="quick-pick"
            disabled={chosen.length > max}
            onClick={() => onPick(chosen)}
          >
            {t(`lottery.quick.${pick}`)}
          </button>
        );
      })}
    </fieldset>
  );
}

function TypedRow({
  values,
  picked,
  onChange,
  label,
}: {
  values: readonly string[];
  picked: string[];
  onChange: (picked: string[]) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(picked.join(' '));
  const [unknown, setUnknown] = useState<string[]>([]);
  return (
    <div className="field pick-row__typed">
      <label htmlFor={id} className="field__label">
        {t('lottery.typeNumbers', { area: label, width: values[0]?.length ?? 0 })}
      </label>
      <input
        id={id}
        className="field__input figures"
        inputMode="numeric"
        value={text}
        aria-invalid={unknown.length > 0 || undefined}
        aria-describedby={unknown.length > 0 ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseTyped(values, event.target.value);
          setUnknown(parsed.unknown);
          onChange(parsed.picked);
        }}
      />
      {unknown.length > 0 ? (
        <p id={`${id}-error`} className="field__error">
          {t('lottery.typedUnknown', { numbers: unknown.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
