import { useId } from 'react';
import { Failure } from '../Field';

/** An amount typed in the site's currency (a decision's bonus or paid amount), with what is wrong with it, if anything. */
export function AmountField({
  label,
  text,
  problem,
  onChange,
}: {
  label: string;
  text: string;
  problem: string | null;
  onChange: (next: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="decimal"
        value={text}
        aria-invalid={problem !== null}
        onChange={(event) => onChange(event.target.value)}
      />
      <Failure message={problem} />
    </div>
  );
}
