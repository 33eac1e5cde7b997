import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { errorMessage, errorMessageKey } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { openDialog } from '../../../lib/session-dialogs';
import { exchangeOidcTicket } from '../api/exchange-oidc-ticket';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * Back from a third-party sign-in: the callback left `oidcTicket` (or, on /login, `oidcError`) in the
 * URL. The ticket is traded for a session once, a failure opens the login dialog with its message, and
 * both are taken out of the address bar at once.
 */
export function useOidcReturn() {
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const ticket = params.get('oidcTicket');
    const failure = params.get('oidcError');
    if (!ticket && !failure) return;
    if (handled.current === search) return;
    handled.current = search;
    params.delete('oidcTicket');
    params.delete('oidcError');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    if (failure) {
      // The server sends a failed sign-in to /login: the dialog says why, in the site's look and language.
      openDialog({ kind: 'login', message: errorMessageKey(new ApiError(failure, 'error.unknown', 0)) });
      return;
    }
    exchangeOidcTicket(ticket!)
      .then((result) => completeSignIn(result, { via: 'oidc' }))
      .catch((error: unknown) => toast.error(errorMessage(error, t)));
  }, [search, pathname, navigate, completeSignIn, t]);
}
