import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/errors';
import { useSite } from '../../../lib/site';
import { forgotByEmail } from '../api/forgot-password';
import { fieldMessage, ruleText } from '../form';
import { ResetByEmailCodeForm } from './ResetByEmailCodeForm';
import { WarningDialog } from './WarningDialog';

/**
 * Forgot password by e-mail (SPEC §4, §5): username with its rule and a valid address; then the code
 * from the e-mail and a new password (ResetByEmailCodeForm).
 */
export function ForgotEmailForm() {
  const { t } = useTranslation();
  const { permission } = useSite();
  const setting = permission.info.register;
  const [notice, setNotice] = useState<string | null>(null);
  const [sentFor, setSentFor] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        username: ruleText(setting, 'username'),
        email: z.string().trim().min(1, 'validation.reg_required').email('validation.email_invalid'),
      }),
    [setting],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotByEmail({ username: values.username.trim(), email: values.email });
      setSentFor(values.username.trim());
      setNotice(t('session.requestSent'));
    } catch (error) {
      setNotice(errorMessage(error, t));
    }
  });

  const warning = <WarningDialog message={notice} onClose={() => setNotice(null)} />;
  if (sentFor) {
    return (
      <>
        <ResetByEmailCodeForm username={sentFor} />
        {warning}
      </>
    );
  }

  return (
    <form className="stack stack--3 session-form" onSubmit={onSubmit} noValidate>
      <TextField
        {...form.register('username')}
        label={t('session.username')}
        required
        autoComplete="username"
        error={fieldMessage(t, errors.username?.message, { setting, field: 'username' })}
      />
      <TextField
        {...form.register('email')}
        type="email"
        label={t('session.email')}
        required
        autoComplete="email"
        error={fieldMessage(t, errors.email?.message)}
      />
      <Button type="submit" pending={isSubmitting} className="session-form__submit">
        {t('session.submitForgot')}
      </Button>
      {warning}
    </form>
  );
}
