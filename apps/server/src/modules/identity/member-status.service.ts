import type { MemberStatus } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { recordAudit } from '../operator/operator.service.js';
import type { IdentityDeps } from './deps.js';
import { newOneTimePassword } from './downline-account.service.js';
import { lockMemberByUsername, setMemberStatus, setOneTimePassword } from './member-status.repository.js';
import { endOtherSessions } from './session.service.js';

interface StatusChange {
  siteId: number;
  operatorId: bigint;
  username: string;
  status: MemberStatus;
  reason: string;
  ip: string;
}

/**
 * An operator locks, unlocks or closes a member of its site (issue 25). The change and its audit row (who, from
 * where, before and after, why) are one transaction on the member's row; a closed account stays closed. A member
 * no longer active is signed out at once: every session, remembered sign-in and game session of it ends.
 */
export async function changeMemberStatus(deps: IdentityDeps, change: StatusChange) {
  const member = await deps.db.transaction(async (tx) => {
    const row = await lockMemberByUsername(tx, change.siteId, change.username);
    if (!row) throw new AppError('NOT_FOUND', { field: 'username', message: 'no such member on this site' });
    if (row.status === 'closed' && change.status !== 'closed') {
      throw new AppError('CONFLICT', { field: 'status', message: 'a closed account stays closed' });
    }
    await setMemberStatus(tx, row.id, change.status);
    await recordAudit(tx, {
      operatorId: change.operatorId,
      siteId: change.siteId,
      action: 'member.status',
      subject: row.username,
      details: { before: row.status, after: change.status, reason: change.reason, ip: change.ip },
    });
    return row;
  });
  const endedSessions = change.status === 'active' ? 0 : await endOtherSessions(deps, member.id, null);
  return { username: member.username, status: change.status, endedSessions };
}

/**
 * The service desk resets a member's password (issue 25): a one-time password, answered to the operator once and
 * never kept in the audit, that the member must change at its next sign-in; every session of the member ends, so
 * whoever held one is out. A closed account gets none.
 */
export async function resetMemberPassword(
  deps: IdentityDeps,
  change: Omit<StatusChange, 'status'>,
): Promise<{ username: string; oneTimePassword: string; endedSessions: number }> {
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const member = await deps.db.transaction(async (tx) => {
    const row = await lockMemberByUsername(tx, change.siteId, change.username);
    if (!row) throw new AppError('NOT_FOUND', { field: 'username', message: 'no such member on this site' });
    if (row.status === 'closed')
      throw new AppError('CONFLICT', { field: 'username', message: 'the account is closed' });
    await setOneTimePassword(tx, row.id, passwordHash);
    await recordAudit(tx, {
      operatorId: change.operatorId,
      siteId: change.siteId,
      action: 'member.password.reset',
      subject: row.username,
      details: { reason: change.reason, ip: change.ip },
    });
    return row;
  });
  const endedSessions = await endOtherSessions(deps, member.id, null);
  return { username: member.username, oneTimePassword, endedSessions };
}
