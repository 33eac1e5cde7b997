import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FormAlert, PasswordField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { clearSession } from '../../../lib/session';
import { closeDialog, openDialog } from '../../../lib/session-dialogs';
import { useSite } from '../../../lib/site';
import { changePassword } from '../api/change-password';
import { login } from '../api/login';
import { fieldMessage, ruleText } from '../form';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { forgetSessionData } from '../hooks/use-sign-out';

/**
 * Change password (SPEC §4, §5). The forced variant follows a login with a default or expired
 * password: it cannot be closed, and needs no old password since the login one was just typed (kept
 * in memory only). On success the member signs in again with the new password and goes to the root.
 */
export function ChangePasswordDialog({
  forced,
  username,
  knownPassword,
  onClose,
}: {
  forced: boolean;
  username?: string;
  knownPassword?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { permission } = useSite();
  const setting = permission.info.register;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const askOld = knownPassword === undefined;
  const schema = useMemo(
    () =>
      z
        .object({
          oldPassword: askOld ? z.string().min(1, 'validation.reg_required') : z.string(),
          newPassword: ruleText(setting, 'password'),
          confirmNewPassword: z.string().min(1, 'validation.reg_required'),
        })
        .refine((values) => values.newPassword === values.confirmNewPassword, {
          path: ['confirmNewPassword'],
          message: 'validation.reg_entries_inconsistent',
        }),
    [askOld, setting],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const passwordRule = { setting, field: 'password' as const };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword({
        oldPassword: askOld ? values.oldPassword : knownPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch (error) {
      setFailure(errorMessage(error, t));
      return;
    }
    toast.success(t('session.passwordChanged'));
    if (!username) {
      closeDialog();
      navigate('/');
      return;
    }
    try {
      const result = await login({ type: 'username', username, password: values.newPassword });
      await completeSignIn(result, { via: 'username', username, password: values.newPassword, home: true });
    } catch {
      // The old session may be gone with the old password: sign in again by hand.
      clearSession();
      forgetSessionData(queryClient);
      navigate('/');
      openDialog({ kind: 'login' });
    }
  });

  return (
    <Modal open title={t('session.changePasswordTitle')} onClose={forced ? undefined : onClose}>
      <form className="session-form" onSubmit={onSubmit} noValidate>
        {forced ? <FormAlert tone="info" text={t('session.forcedText')} /> : null}
        <FormAlert text={failure} />
        {askOld ? (
          <PasswordField
            {...form.register('oldPassword')}
            label={t('session.oldPassword')}
            required
            autoComplete="current-password"
            error={fieldMessage(t, errors.oldPassword?.message)}
          />
        ) : null}
        <PasswordField
          {...form.register('newPassword')}
          label={t('session.newPassword')}
          required
          autoComplete="new-password"
          error={fieldMessage(t, errors.newPassword?.message, passwordRule)}
        />
        <PasswordField
          {...form.register('confirmNewPassword')}
          label={t('session.confirmNewPassword')}
          required
          autoComplete="new-password"
          error={fieldMessage(t, errors.confirmNewPassword?.message)}
        />
        <Button type="submit" pending={isSubmitting} className="session-form__submit">
          {t('session.submitChangePassword')}
        </Button>
      </form>
    </Modal>
  );
}
