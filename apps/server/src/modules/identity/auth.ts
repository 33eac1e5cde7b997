import type { PasswordChangeReason } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Access, Principal, SessionCheck } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { tokenHashOf } from '../../platform/tokens.js';
import { roleOf } from './roles.js';
import { findSession } from './session.repository.js';

/** A live session as every lookup finds it. */
interface LiveSession {
  memberId: bigint;
  memberType: number;
  passwordChange: PasswordChangeReason | null;
}

/** The member sessions the platform's guards check tokens against (platform/auth.ts). */
export function memberSessions(db: Database): SessionCheck {
  return {
    async principalOfToken(site, token, access, duringPasswordChange = false) {
      const tokenHash = tokenHashOf(token);
      // A token of another site is no session here: sessions are looked up per site.
      const session = await findSession(db, tokenHash, site.id);
      return admitSession(site, session, tokenHash, access, duringPasswordChange);
    },
  };
}

/**
 * The caller a live session stands for, held to what the call needs (shared by every way of looking it
 * up). A session held to changing its password makes no other call (issue 22): 403 naming the reason.
 */
export function admitSession(
  site: Site,
  session: LiveSession | null,
  tokenHash: string,
  access: Access,
  duringPasswordChange = false,
): Principal {
  if (!session) throw new AppError('SESSION_EXPIRED');
  const role = roleOf(site, session.memberType);
  if (!role) throw new AppError('MEMBER_NO_ENTER');
  if (session.passwordChange && !duringPasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', { params: { reason: session.passwordChange } });
  }
  if (access !== 'session' && role === 'trial') throw new AppError('TRIAL_ACCOUNT');
  if (access === 'agent' && role !== 'agent') throw new AppError('NOT_AGENT');
  return { memberId: session.memberId, role, memberType: session.memberType, tokenHash };
}
