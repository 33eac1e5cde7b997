import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clampMultiple, maxMultiple } from '../model/slip';
import { CountInput } from './CountInput';
import './CountInput.css';
import './UnitSelect.css';

/** The multiple of a bet (a VN play's điểm): typed, or stepped with − and +, kept within 1..100 000. */
export function MultipleField({
  value,
  onChange,
  context,
  points = false,
}: {
  value: number;
  onChange: (multiple: number) => void;
  /** Said to assistive technology after the label, e.g. the slip line's play. */
  context?: string;
  /** A VN play: the multiple is the điểm bought. */
  points?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label = points ? t('lottery.points') : t('lottery.multiple');
  const name = context ? `${label} · ${context}` : label;
  return (
    <div className="field field--inline">
      <label htmlFor={id} className="field__label">
        {label}
        {context ? <span className="visually-hidden"> · {context}</span> : null}
      </label>
      <div className="stepper">
        <button
          type="button"
          className="icon-btn stepper__btn"
          aria-label={t('lottery.less', { name })}
          disabled={value <= 1}
          onClick={() => onChange(clampMultiple(value - 1))}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <CountInput id={id} value={value} min={1} max={maxMultiple} onChange={onChange} />
        <button
          type="button"
          className="icon-btn stepper__btn"
          aria-label={t('lottery.more', { name })}
          onClick={() => onChange(clampMultiple(value + 1))}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
