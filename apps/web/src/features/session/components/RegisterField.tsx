import type { RegisterField as Field, RegisterSetting } from '@portal/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../../../components/ui/Field';
import { fieldMessage } from '../form';

const passwords = new Set<Field>(['password', 'confirmPassword', 'paymentPassword']);
const autoComplete: Partial<Record<Field, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  realName: 'name',
  payeeName: 'name',
  nickname: 'nickname',
  birthday: 'bday',
  address: 'street-address',
};
const numeric = new Set<Field>(['mobileNum', 'verificationCode', 'qqNum']);

/** One field of the registration form, labelled, with the site rule's message under it. */
export function RegisterField({
  field,
  form,
  setting,
  required,
  onBlur,
  end,
}: {
  field: Field;
  // biome-ignore lint/suspicious/noExplicitAny: the form's shape is the site's field list
  form: UseFormReturn<any>;
  setting: RegisterSetting;
  required: boolean;
  onBlur?: (value: string) => void;
  end?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const message = form.formState.errors[field]?.message as string | undefined;
  const rule = { setting, field: field === 'confirmPassword' ? ('password' as const) : field };
  const registration = form.register(field, {
    onBlur: onBlur ? (event) => onBlur(String(event.target.value ?? '')) : undefined,
  });
  const props = {
    ...registration,
    label: t(`registerField.${field}`),
    required,
    autoComplete: autoComplete[field] ?? 'off',
    error: fieldMessage(t, message, rule),
  };
  if (passwords.has(field)) return <PasswordField {...props} />;
  return (
    <TextField
      {...props}
      type={field === 'email' ? 'email' : 'text'}
      inputMode={numeric.has(field) ? 'numeric' : undefined}
      end={end}
    />
  );
}
