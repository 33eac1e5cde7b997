import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './Field';

type PaymentPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'label' | 'inputMode' | 'maxLength'> & {
  label?: string;
};

/** The six-digit payment password (to send money, or to set a new one): digits keyboard, six at most. */
export function PaymentPasswordField({ label, ...input }: PaymentPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      autoComplete="off"
      {...input}
      label={label ?? t('transfer.paymentPassword')}
      inputMode="numeric"
      maxLength={6}
      required
    />
  );
}
