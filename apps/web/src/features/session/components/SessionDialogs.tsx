import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeDialog, openDialog, useSessionDialog } from '../dialogs';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginDialog } from './LoginDialog';
import { LogoutDialog } from './LogoutDialog';
import { RegisterDialog } from './RegisterDialog';
import { TermsDialog } from './TermsDialog';
import './session.css';

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
