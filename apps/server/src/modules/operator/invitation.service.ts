import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import type { Sites } from '../../platform/site-context.js';
import { tokenHashOf } from '../../platform/tokens.js';
import { createPendingSession, insertOperator, recordAudit } from './operator.repository.js';
import { findOpenInvitation, linkInvitation, takeInvitation } from './team.repository.js';
import { siteCodesOf } from './team.service.js';

const invalid = () => new AppError('OPERATOR_INVITATION_INVALID', { field: 'token' });

/** What an open invitation's link shows before the invitee chooses a password (its token is the key). */
export async function previewInvitation(deps: { db: Database; sites: Sites }, site: Site, token: string) {
  const row = await findOpenInvitation(deps.db, site.id, tokenHashOf(token));
  if (!row) throw invalid();
  return {
    username: row.username,
    email: row.email,
    role: row.role,
    allSites: row.siteIds === null,
    siteCodes: siteCodesOf(deps.sites, row.siteIds),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function isUsernameTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'operators_username';
}

/**
 * The invitee chooses a password: the invitation is taken (once), the operator made with its role and sites, and a
 * session opened that can only enrol an authenticator, all in one transaction. A username taken meanwhile undoes it
 * all, the invitation included.
 */
export async function acceptInvitation(
  db: Database,
  site: Site,
  body: { token: string; password: string },
  ip: string,
) {
  // Hashing costs a deliberate while: a link that opens nothing is refused before it.
  if (!(await findOpenInvitation(db, site.id, tokenHashOf(body.token)))) throw invalid();
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const invitation = await takeInvitation(tx, site.id, tokenHashOf(body.token));
      if (!invitation) throw invalid();
      const operator = await insertOperator(
        tx,
        invitation.username,
        passwordHash,
        invitation.siteIds,
        invitation.role,
        invitation.email,
      );
      await linkInvitation(tx, invitation.id, operator.id);
      await recordAudit(tx, {
        operatorId: operator.id,
        siteId: site.id,
        action: 'operator.invitation.accept',
        subject: operator.username,
        details: { ip, invitedBy: String(invitation.invitedBy), role: invitation.role },
      });
      const token = await createPendingSession(tx, operator.id);
      return { token, secondStep: 'enrol' as const };
    });
  } catch (error) {
    if (isUsernameTaken(error)) throw new AppError('USERNAME_TAKEN', { field: 'username' });
    throw error;
  }
}
