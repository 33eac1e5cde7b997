import { zodResolver } from '@hookform/resolvers/zod';
import type { PasswordChangeReason } from '@portal/contracts';
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
import { ApiError } from '../../../lib/http';
import { sessionKeys } from '../../../lib/member/session-keys';
import { clearSession } from '../../../lib/session';
import { closeDialog, openDialog } from '../../../lib/session-dialogs';
import { useSite } from '../../../lib/site';
import { changePassword } from '../api/change-password';
import { login } from '../api/login';
import { fieldMessage, ruleText } from '../form';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { forgetSessionData } from '../hooks/use-sign-out';

/**
 * Change password (SPEC §4, §5). The forced variant is shown while the server holds the session to
 * the change (a default, expired or one-time password): it cannot be closed, only left by signing
 * out, and needs no old password right after the login, whose password is kept in memory only (after
 * a reload it asks for it). On success the member signs in again with the new password and goes to
 * the root.
 */
export function ChangePasswordDialog({
  forced,
  reason,
  username,
  knownPassword,
  onClose,
}: {
  forced: boolean;
  reason?: PasswordChangeReason;
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
      // A new password the server refuses by a rule the browser cannot know (the site's default one).
      if (error instanceof ApiError && error.field === 'body.newPassword') {
        form.setError('newPassword', { message: error.message });
      } else {
        setFailure(errorMessage(error, t));
      }
      return;
    }
    toast.success(t('session.passwordChanged'));
    // The session is free now: the member info no longer asks for the change.
    await queryClient.invalidateQueries({ queryKey: sessionKeys.member });
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
      <form className="stack stack--3 session-form" onSubmit={onSubmit} noValidate>
        {forced ? (
          <FormAlert tone="info" text={t(reason ? `session.forcedReason.${reason}` : 'session.forcedText')} />
        ) : null}
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
        {forced ? (
          <button type="button" className="text-btn session-form__aside" onClick={() => openDialog({ kind: 'logout' })}>
            {t('session.forcedLogout')}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
