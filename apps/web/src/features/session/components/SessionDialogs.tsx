import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeDialog, openDialog, useSessionDialog } from '../../../lib/session-dialogs';
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
const TermsDialog = lazy(() => import('./TermsDialog').then((m) => ({ default: m.TermsDialog })));

const dialogRoutes: Record<string, 'login' | 'register'> = { '/login': 'login', '/register': 'register' };

/**
 * The identity dialogs over any page. /login and /register open theirs over the home page; closing
 * one there goes to the root (SPEC §2).
 */
export function SessionDialogs() {
  const dialog = useSessionDialog();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routeDialog = dialogRoutes[pathname];

  useEffect(() => {
    if (routeDialog) openDialog({ kind: routeDialog });
  }, [routeDialog]);

  const close = () => {
    closeDialog();
    if (routeDialog) navigate('/');
  };

  return <Suspense fallback={null}>{dialogOf()}</Suspense>;

  function dialogOf() {
    switch (dialog?.kind) {
      case 'login':
        return <LoginDialog message={dialog.message} onClose={close} />;
      case 'register':
        return <RegisterDialog onClose={close} />;
      case 'forgot-password':
        return <ForgotPasswordDialog onClose={close} />;
      case 'change-password':
        return (
          <ChangePasswordDialog
            forced={dialog.forced}
            username={dialog.username}
            knownPassword={dialog.knownPassword}
            onClose={close}
          />
        );
      case 'logout':
        return <LogoutDialog onClose={closeDialog} />;
      case 'terms':
        return <TermsDialog onClose={closeDialog} />;
      default:
        return null;
    }
  }
}
