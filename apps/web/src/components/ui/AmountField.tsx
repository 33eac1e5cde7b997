import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './Field';

type AmountFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'inputMode'> & {
  label?: string;
  /** A line under the field: the limits, what the wallet holds, a "whole balance" button. */
  hint?: ReactNode;
};

/**
 * The amount input of every money form: free text with the decimal keyboard (a number input would
 * round and localise what was typed; the amount is read exactly by amountText), tabular figures.
 */
export function AmountField({ label, hint, className, ...input }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={['amount-field', className].filter(Boolean).join(' ')}>
      <TextField
        {...input}
        label={label ?? t('transfer.amount')}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="amount-field__input"
      />
      {hint ? <div className="amount-field__hint">{hint}</div> : null}
    </div>
  );
}
