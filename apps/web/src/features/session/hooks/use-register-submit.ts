import type { RegisterBody, RegisterField } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { errorMessage, errorMessageKey } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { memberInfoQuery } from '../../../lib/member/get-member-info';
import { setToken } from '../../../lib/session';
import { closeDialog, openDialog } from '../../../lib/session-dialogs';
import { writeSession } from '../../../lib/storage';
import { register } from '../api/register';

const takenField: Record<string, RegisterField> = { USERNAME_TAKEN: 'username', MOBILE_TAKEN: 'mobileNum' };

/** Leaves out what was not filled in: an empty optional field is not sent at all. */
function compact(body: RegisterBody): RegisterBody {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== '' && value !== undefined),
  ) as RegisterBody;
}

/**
 * Sends a registration (enc) and handles its answer: signed in at once when the server returns a
 * token, else the login dialog; a taken name or a rule the server refused shows under its field; an
 * invalid invitation code opens its popup (SPEC §8).
 */
export function useRegisterSubmit(mode: 'username' | 'mobile', setError: (field: string, message: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [popup, setPopup] = useState<string | null>(null);

  const submit = async (body: RegisterBody): Promise<'done' | 'failed'> => {
    setFailure(null);
    try {
      const result = await register(mode, compact(body));
      if (result.token) {
        setToken(result.token);
        writeSession('role', 'member');
        await queryClient.fetchQuery(memberInfoQuery(result.token)).catch(() => undefined);
        closeDialog();
        toast.success(t('session.registered', { account: result.account }));
        if (pathname === '/register') navigate('/');
      } else {
        toast.success(t('session.registeredLogin', { account: result.account }));
        openDialog({ kind: 'login' });
      }
      return 'done';
    } catch (error) {
      if (!(error instanceof ApiError)) setFailure(errorMessage(error, t));
      else if (error.code === 'INVITATION_CODE_ERROR') {
        setPopup(t('error.invitation_code_error'));
        // The agent's invitation code or a member's referral code: the server names which.
        setError(error.field === 'body.referralCode' ? 'referralCode' : 'affiliateCode', 'error.invitation_code_error');
      } else if (takenField[error.code]) {
        setError(takenField[error.code]!, errorMessageKey(error));
      } else if (error.code === 'VALIDATION_ERROR' && error.field?.startsWith('body.')) {
        setError(error.field.slice('body.'.length), error.message);
      } else setFailure(errorMessage(error, t));
      return 'failed';
    }
  };

  const showInvitationPopup = () => setPopup(t('error.invitation_code_error'));
  return { submit, failure, popup, closePopup: () => setPopup(null), showInvitationPopup };
}
