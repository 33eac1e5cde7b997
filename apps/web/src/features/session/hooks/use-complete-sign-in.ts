import type { LoginResponse } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { memberInfoQuery } from '../../../lib/member/get-member-info';
import { setToken } from '../../../lib/session';
import { closeDialog, openDialog } from '../../../lib/session-dialogs';
import { writeSession } from '../../../lib/storage';

export interface SignInContext {
  /** How the session was opened; a forced password change follows only a username login (SPEC §4). */
  via: 'username' | 'sms' | 'oidc' | 'freeplay' | 'register' | 'reset' | 'remembered';
  username?: string;
  /** The password just typed: kept in memory only, so the forced change needs no old password. */
  password?: string;
  /** Go to the root afterwards (free play, password reset, a change of password). */
  home?: boolean;
}

/**
 * What follows every successful sign-in (SPEC §4): keep the token, greet a first login, force a
 * password change when the server holds the session to one (a default, expired or one-time
 * password), else load the member info and take an agent to the back office.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();

  return useCallback(
    async (result: LoginResponse, context: SignInContext): Promise<'change-password' | 'signed-in'> => {
      setToken(result.token);
      writeSession('role', result.role);
      if (result.firstTimeLogin) toast.success(t('session.welcome'));
      if (result.passwordChange) {
        openDialog({
          kind: 'change-password',
          forced: true,
          reason: result.passwordChange,
          username: context.username,
          knownPassword: context.password,
        });
        return 'change-password';
      }
      await queryClient.fetchQuery(memberInfoQuery(result.token)).catch(() => undefined);
      closeDialog();
      if (result.role === 'agent') navigate('/agentHome');
      else if (context.home || pathname === '/login' || pathname === '/register') navigate('/');
      return 'signed-in';
    },
    [queryClient, navigate, pathname, t],
  );
}
