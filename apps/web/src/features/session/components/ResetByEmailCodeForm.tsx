import { zodResolver } from '@hookform/resolvers/zod';
import { resetCodeField } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FormAlert, TextField } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/errors';
import { openDialog } from '../../../lib/session-dialogs';
import { useSite } from '../../../lib/site';
import { resetByEmailCode } from '../api/forgot-password';
import { fieldMessage, ruleText } from '../form';
import { WarningDialog } from './WarningDialog';

/**
 * The second step of a reset by e-mail: the code from the e-mail and a new password (the site's
 * rule, typed twice). Done, the person signs in with the new password.
 */
export function ResetByEmailCodeForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const setting = useSite().permission.info.register;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      z
        .object({
          code: z.string().min(1, 'validation.reg_required').pipe(resetCodeField),
          newPassword: ruleText(setting, 'password'),
          confirmNewPassword: z.string().min(1, 'validation.reg_required'),
        })
        .refine((values) => values.newPassword === values.confirmNewPassword, {
          path: ['confirmNewPassword'],
          message: 'reg_entries_inconsistent',
        }),
    [setting],
  );
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetByEmailCode({ username, ...values });
      setDone(true);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });

  return (
    <form className="stack stack--3 session-form" onSubmit={onSubmit} noValidate>
      <p className="dialog-text">{t('session.resetCodeSent')}</p>
      <FormAlert text={failure} />
      <TextField
        {...form.register('code')}
        label={t('session.resetCode')}
        required
        autoComplete="one-time-code"
        autoCapitalize="characters"
        error={fieldMessage(t, errors.code?.message)}
      />
      <TextField
        {...form.register('newPassword')}
        type="password"
        label={t('session.newPassword')}
        required
        autoComplete="new-password"
        error={fieldMessage(t, errors.newPassword?.message, { setting, field: 'password' })}
      />
      <TextField
        {...form.register('confirmNewPassword')}
        type="password"
        label={t('session.confirmNewPassword')}
        required
        autoComplete="new-password"
        error={fieldMessage(t, errors.confirmNewPassword?.message)}
      />
      <Button type="submit" pending={isSubmitting} className="session-form__submit">
        {t('session.setNewPassword')}
      </Button>
      <WarningDialog
        message={done ? t('session.passwordResetDone') : null}
        onClose={() => openDialog({ kind: 'login' })}
      />
    </form>
  );
}
