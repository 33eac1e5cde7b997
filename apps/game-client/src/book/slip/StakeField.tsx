import { useId } from 'react';
import { useBook } from '../book-context';
import type { DraftBet } from './slip';

interface StakeFieldProps {
  label: string;
  /** The input's whole name when the visible label is shared by several ("Stake on Arsenal"). */
  fullLabel?: string;
  value: string;
  onChange(value: string): void;
  /** The bet this stake makes, once a stake is typed. */
  draft: DraftBet | undefined;
  disabled?: boolean;
}

/**
 * A stake, typed in currency units, with its potential return beside it (exact, from the legs' prices) and the
 * limit it breaks, if any, under it.
 */
export function StakeField({ label, fullLabel, value, onChange, draft, disabled }: StakeFieldProps) {
  const { text, money, limits } = useBook();
  const id = useId();
  const problem = draft?.problem;
  const amount =
    problem === 'too-low'
      ? limits.minStake
      : problem === 'too-high'
        ? limits.maxStake
        : problem === 'payout-too-high'
          ? limits.maxPayout
          : null;
  return (
    <div className="book-stake">
      <div className="book-stake__row">
        <label htmlFor={id} className="book-stake__label">
          {label}
        </label>
        <input
          id={id}
          aria-label={fullLabel}
          className="book-stake__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(change) => onChange(change.target.value)}
        />
      </div>
      {draft?.potentialReturn !== null && draft?.potentialReturn !== undefined && !problem && (
        <p className="book-stake__return">
          {text('slip.return')} <strong>{money(draft.potentialReturn)}</strong>
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="book-stake__problem">
          {text(`slip.problem.${problem}`, amount ? { amount: money(amount) } : {})}
        </p>
      )}
    </div>
  );
}
