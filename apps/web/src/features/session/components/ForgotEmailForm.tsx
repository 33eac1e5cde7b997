import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSite } from '../../../app/site';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/errors';
import { forgotByEmail } from '../api/forgot-password';
import { closeDialog } from '../dialogs';
import { fieldMessage, ruleText } from '../form';
import { WarningDialog } from './WarningDialog';

/** Forgot password by e-mail (SPEC §4, §5): username with its rule and a valid address; a dialog says it was sent. */
export function ForgotEmailForm() {
  const { t } = useTranslation();
  const { permission } = useSite();
  const setting = permission.info.register;
  const [notice, setNotice] = useState<{ text: string; done: boolean } | null>(null);
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
      setNotice({ text: t('session.requestSent'), done: true });
    } catch (error) {
      setNotice({ text: errorMessage(error, t), done: false });
    }
  });

  return (
    <form className="session-form" onSubmit={onSubmit} noValidate>
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
      <WarningDialog
        message={notice?.text ?? null}
        onClose={() => {
          if (notice?.done) closeDialog();
          setNotice(null);
        }}
      />
    </form>
  );
}
