import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';
import { openDialog } from '../session-dialogs';
import { useSession } from './use-session';

/**
 * The check before a member action (SPEC §4, §8): a visitor gets the login dialog with "you are not
 * logged in", a trial user the warning that a real account is needed. Answers whether to go on.
 */
export function useRequireMember(): () => boolean {
  const { t } = useTranslation();
  const { signedIn, isTrial } = useSession();
  return useCallback(() => {
    if (!signedIn) {
      openDialog({ kind: 'login', message: 'error.not_logged_in' });
      return false;
    }
    if (isTrial) {
      toast.warning(t('error.in_need_true_account'));
      return false;
    }
    return true;
  }, [signedIn, isTrial, t]);
}
