import { useEffect } from 'react';
import { useMemberInfo } from '../../../lib/member/get-member-info';
import { openDialog, type SessionDialog } from '../../../lib/session-dialogs';

/**
 * A session the server holds to its password change (issue 22) shows the forced dialog whenever the
 * member info says so: right after the sign-in, and again after a reload, which forgets every dialog.
 * Signing out instead stays possible (the logout dialog takes its place until it is answered).
 */
export function useForcedPasswordChange(dialog: SessionDialog | null): void {
  const info = useMemberInfo().data;
  const reason = info?.passwordChange ?? null;
  const username = info?.account;
  const answering = dialog?.kind === 'change-password' || dialog?.kind === 'logout';
  useEffect(() => {
    if (reason && !answering) openDialog({ kind: 'change-password', forced: true, reason, username });
  }, [reason, username, answering]);
}
