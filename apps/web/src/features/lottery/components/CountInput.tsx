import { type InputHTMLAttributes, useEffect, useState } from 'react';
import './CountInput.css';

/**
 * A whole number typed by the member, kept within min..max: each entry that reads as a number in range
 * is passed on at once, anything else waits and is put right when the field is left.
 */
export function CountInput({
  value,
  min,
  max,
  onChange,
  className,
  ...rest
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max'>) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const clamp = (typed: number) => Math.min(max, Math.max(min, Math.trunc(typed) || min));
  return (
    <input
      {...rest}
      className={['field__input stepper__input figures', className].filter(Boolean).join(' ')}
      inputMode="numeric"
      value={text}
      onChange={(event) => {
        const typed = event.target.value.replace(/[^0-9]/g, '');
        setText(typed);
        if (typed !== '' && Number(typed) >= min) onChange(clamp(Number(typed)));
      }}
      onBlur={() => {
        const settled = clamp(Number(text));
        setText(String(settled));
        onChange(settled);
      }}
    />
  );
}
