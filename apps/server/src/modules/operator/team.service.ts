import { randomBytes } from 'node:crypto';
import { type OperatorInvitationRequest, type OperatorRole, operatorInvitationHours } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { MessageProvider } from '../../platform/messaging.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { Site } from '../../platform/site.types.js';
import type { Sites } from '../../platform/site-context.js';
import { tokenHashOf } from '../../platform/tokens.js';
import { recordAudit } from './operator.repository.js';
import * as team from './team.repository.js';

export interface TeamDeps {
  db: Database;
  sites: Sites;
  /** The e-mail provider (the outbox locally): invitations go out through it. */
  email: MessageProvider;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** Site codes of a site list; null (every site) answers no codes. */
export function siteCodesOf(sites: Sites, siteIds: number[] | null): string[] {
  return (siteIds ?? []).map((id) => sites.byId(id)?.code).filter((code): code is string => Boolean(code));
}

interface InvitationRow {
  username: string;
  email: string;
  role: OperatorRole;
  siteIds: number[] | null;
  createdAt: Date;
  expiresAt: Date;
}

/** An invitation as the API answers it. */
const invitationOf = (sites: Sites, row: InvitationRow, invitedBy: string) => ({
  username: row.username,
  email: row.email,
  role: row.role,
  allSites: row.siteIds === null,
  siteCodes: siteCodesOf(sites, row.siteIds),
  invitedBy,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
});

/** The site's operators (with whether they use two-step and when they were last seen) and its open invitations. */
export async function teamOfSite(deps: TeamDeps, site: Site) {
  const [operators, invitations] = await Promise.all([
    team.operatorsOfSite(deps.db, site.id),
    team.openInvitationsOfSite(deps.db, site.id),
  ]);
  return {
    operators: operators.map((row) => ({
      username: row.username,
      email: row.email,
      role: row.role,
      allSites: row.siteIds === null,
      siteCodes: siteCodesOf(deps.sites, row.siteIds),
      twoStep: row.totpEnabledAt !== null,
      createdAt: iso(row.createdAt),
      lastSeenAt: row.lastSeenAt ? iso(row.lastSeenAt) : null,
    })),
    invitations: invitations.map((row) => invitationOf(deps.sites, row, row.invitedBy)),
  };
}

/**
 * The sites an invitation grants: an owner grants only sites it runs itself (403 beyond them), and the site it
 * invites from must be among them, since the link opens the console there.
 */
function grantedSites(deps: TeamDeps, site: Site, inviter: OperatorPrincipal, body: OperatorInvitationRequest) {
  if (body.allSites) {
    if (inviter.siteIds)
      throw new AppError('FORBIDDEN', { field: 'allSites', message: 'only for an owner of every site' });
    return null;
  }
  const ids = body.siteCodes.map((code) => {
    const granted = deps.sites.byCode(code);
    if (!granted) throw new AppError('VALIDATION_ERROR', { field: 'siteCodes', message: `no such site: ${code}` });
    if (inviter.siteIds && !inviter.siteIds.includes(granted.id)) {
      throw new AppError('FORBIDDEN', { field: 'siteCodes', message: `not a site you run: ${code}` });
    }
    return granted.id;
  });
  if (!ids.includes(site.id)) {
    throw new AppError('VALIDATION_ERROR', { field: 'siteCodes', message: `must include ${site.code}` });
  }
  return [...new Set(ids)];
}

/**
 * An owner invites an operator: the invitation (and its audit row) in one transaction, then an e-mail through the
 * outbox with the single-use link. Only the link's holder learns the token; the database keeps its hash.
 */
export async function inviteOperator(
  deps: TeamDeps,
  site: Site,
  inviter: OperatorPrincipal,
  body: OperatorInvitationRequest,
  origin: { consoleUrl: string; ip: string },
) {
  const siteIds = grantedSites(deps, site, inviter, body);
  if (await team.operatorNameTaken(deps.db, body.username)) throw new AppError('USERNAME_TAKEN', { field: 'username' });
  const token = randomBytes(32).toString('base64url');
  const row = await deps.db.transaction(async (tx) => {
    const invitation = await team.insertInvitation(tx, {
      tokenHash: tokenHashOf(token),
      siteId: site.id,
      invitedBy: inviter.operatorId,
      username: body.username,
      email: body.email,
      role: body.role,
      siteIds,
      hours: operatorInvitationHours,
    });
    await recordAudit(tx, {
      operatorId: inviter.operatorId,
      siteId: site.id,
      action: 'operator.invite',
      subject: body.username,
      details: { ip: origin.ip, after: { email: body.email, role: body.role, siteIds } },
    });
    return invitation;
  });
  const link = `${origin.consoleUrl}?invite=${token}`;
  await deps.email.send({
    siteId: site.id,
    to: body.email,
    subject: `${site.name}: you are invited to the operator console`,
    body:
      `${inviter.username} invited you to run ${site.name} as ${body.role}, with the username ${body.username}.\n` +
      `Open this link within ${operatorInvitationHours} hours to choose your password and set up two-step sign-in ` +
      `(it works once):\n${link}\n`,
  });
  return invitationOf(deps.sites, row, inviter.username);
}

/**
 * An owner changes another operator's role; the guard reads the role on every call, so it applies to the next one.
 * An owner does not change its own role (nobody would be left to undo it), nor that of an operator who runs sites
 * beyond its own.
 */
export async function changeOperatorRole(
  deps: TeamDeps,
  site: Site,
  owner: OperatorPrincipal,
  change: { username: string; role: OperatorRole; ip: string },
) {
  return deps.db.transaction(async (tx) => {
    const target = await team.lockOperatorOfSite(tx, site.id, change.username);
    if (!target) throw new AppError('NOT_FOUND', { field: 'username', message: 'no such operator on this site' });
    if (target.id === owner.operatorId) {
      throw new AppError('CONFLICT', { field: 'username', message: 'an owner does not change its own role' });
    }
    const beyond = owner.siteIds && (!target.siteIds || target.siteIds.some((id) => !owner.siteIds?.includes(id)));
    if (beyond) throw new AppError('FORBIDDEN', { field: 'username', message: 'runs sites you do not' });
    if (target.role !== change.role) {
      await team.setOperatorRole(tx, target.id, change.role);
      await recordAudit(tx, {
        operatorId: owner.operatorId,
        siteId: site.id,
        action: 'operator.role',
        subject: target.username,
        details: { ip: change.ip, before: target.role, after: change.role },
      });
    }
    return { username: target.username, before: target.role, role: change.role };
  });
}
