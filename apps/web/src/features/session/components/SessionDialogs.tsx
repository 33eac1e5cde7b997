import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToken } from '../../../lib/session';
import { closeDialog, isDialogRoute, openDialog, routeDialogOf, useSessionDialog } from '../../../lib/session-dialogs';
import { useForcedPasswordChange } from '../hooks/use-forced-password-change';
import { preloadHeaderMember } from './HeaderMemberLazy';
import './session.css';

// The dialogs' code (forms, react-hook-form, the rules) loads when one first opens: the home page's
// first load carries none of it (issue 5: at most 170 KB of JavaScript).
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => import('./RegisterDialog').then((m) => ({ default: m.RegisterDialog })));
const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const LogoutDialog = lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog })));

/** The banner groups shown at the top of the dialogs (SPEC §2); the app shell draws them from the content feature. */
export type DialogBannerGroup = 'w_login' | 'w_register' | 'w_forget';

/**
 * The identity dialogs over any page. /login and /register open theirs over the home page; closing
 * one there goes to the root (SPEC §2).
 */
export function SessionDialogs({
  banner,
  help,
}: {
  banner?: (group: DialogBannerGroup) => ReactNode;
  /** The help centre dialog at the terms (SPEC §2), drawn by the app shell from the help feature. */
  help?: (onClose: () => void) => ReactNode;
}) {
  const dialog = useSessionDialog();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useToken() !== null;
  const routeDialog = routeDialogOf(pathname, search, signedIn);
  useForcedPasswordChange(dialog);

  useEffect(() => {
    if (routeDialog) openDialog({ kind: routeDialog });
  }, [routeDialog]);

  // Signing in or up ends with the member header: its code comes while the form is filled in.
  const signingIn = dialog?.kind === 'login' || dialog?.kind === 'register';
  useEffect(() => {
    if (signingIn) void preloadHeaderMember();
  }, [signingIn]);

  // Someone already signed in has nothing to do at /login or /register: the home page instead (issue 22, 28).
  const signedInAtDialogRoute = signedIn && isDialogRoute(pathname);
  useEffect(() => {
    if (signedInAtDialogRoute) navigate('/', { replace: true });
  }, [signedInAtDialogRoute, navigate]);

  const close = () => {
    closeDialog();
    if (routeDialog) navigate('/');
  };

  return <Suspense fallback={null}>{dialogOf()}</Suspense>;

  function dialogOf() {
    switch (dialog?.kind) {
      case 'login':
        return <LoginDialog message={dialog.message} banner={banner?.('w_login')} onClose={close} />;
      case 'register':
        return <RegisterDialog banner={banner?.('w_register')} onClose={close} />;
      case 'forgot-password':
        return <ForgotPasswordDialog banner={banner?.('w_forget')} onClose={close} />;
      case 'change-password':
        return (
          <ChangePasswordDialog
            forced={dialog.forced}
            reason={dialog.reason}
            username={dialog.username}
            knownPassword={dialog.knownPassword}
            onClose={close}
          />
        );
      case 'logout':
        return <LogoutDialog onClose={closeDialog} />;
      case 'terms':
        return help?.(closeDialog) ?? null;
      default:
        return null;
    }
  }
}
