import type { OperatorRole } from '@portal/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { operatorInvitations, operatorSessions, operators } from '../../db/schema/index.js';

/** Operators who run a site: those of every site and those that list it. */
const runsSite = (siteId: number) => sql`(${operators.siteIds} IS NULL OR ${siteId} = ANY(${operators.siteIds}))`;

/** The site's operators with the last time any of their sessions was seen. */
export function operatorsOfSite(db: Database, siteId: number) {
  const lastSeen = db
    .select({
      operatorId: operatorSessions.operatorId,
      at: sql<Date>`max(${operatorSessions.lastSeenAt})`.as('at'),
    })
    .from(operatorSessions)
    .groupBy(operatorSessions.operatorId)
    .as('last_seen');
  return db
    .select({
      username: operators.username,
      email: operators.email,
      role: operators.role,
      siteIds: operators.siteIds,
      totpEnabledAt: operators.totpEnabledAt,
      createdAt: operators.createdAt,
      lastSeenAt: lastSeen.at,
    })
    .from(operators)
    .leftJoin(lastSeen, eq(lastSeen.operatorId, operators.id))
    .where(runsSite(siteId))
    .orderBy(operators.username);
}

const inviter = alias(operators, 'inviter');

/** Invitations sent from the site that are still open (neither accepted nor expired), newest first. */
export function openInvitationsOfSite(db: Database, siteId: number) {
  return db
    .select({
      username: operatorInvitations.username,
      email: operatorInvitations.email,
      role: operatorInvitations.role,
      siteIds: operatorInvitations.siteIds,
      createdAt: operatorInvitations.createdAt,
      expiresAt: operatorInvitations.expiresAt,
      invitedBy: inviter.username,
    })
    .from(operatorInvitations)
    .innerJoin(inviter, eq(inviter.id, operatorInvitations.invitedBy))
    .where(
      and(
        eq(operatorInvitations.siteId, siteId),
        isNull(operatorInvitations.acceptedAt),
        gt(operatorInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(operatorInvitations.createdAt));
}

export interface NewInvitation {
  tokenHash: string;
  siteId: number;
  invitedBy: bigint;
  username: string;
  email: string;
  role: OperatorRole;
  siteIds: number[] | null;
  hours: number;
}

/**
 * Records an invitation; an open one for the same username from the same site is withdrawn in the same statement
 * (sending again replaces the link: only the newest one works).
 */
export async function insertInvitation(db: Executor, invitation: NewInvitation) {
  const { hours, ...values } = invitation;
  await db
    .update(operatorInvitations)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(operatorInvitations.siteId, invitation.siteId),
        sql`lower(${operatorInvitations.username}) = lower(${invitation.username})`,
        isNull(operatorInvitations.acceptedAt),
      ),
    );
  const [row] = await db
    .insert(operatorInvitations)
    .values({ ...values, expiresAt: sql`now() + make_interval(hours => ${hours})` })
    .returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

/** An open invitation of this site by its token's hash. */
export async function findOpenInvitation(db: Executor, siteId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(operatorInvitations)
    .where(
      and(
        eq(operatorInvitations.tokenHash, tokenHash),
        eq(operatorInvitations.siteId, siteId),
        isNull(operatorInvitations.acceptedAt),
        gt(operatorInvitations.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/**
 * Takes an open invitation, once: the conditions and the mark are one UPDATE, so two tabs opening the same link at
 * once make one operator.
 */
export async function takeInvitation(db: Executor, siteId: number, tokenHash: string) {
  const [row] = await db
    .update(operatorInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(operatorInvitations.tokenHash, tokenHash),
        eq(operatorInvitations.siteId, siteId),
        isNull(operatorInvitations.acceptedAt),
        gt(operatorInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function linkInvitation(db: Executor, invitationId: bigint, operatorId: bigint) {
  await db.update(operatorInvitations).set({ operatorId }).where(eq(operatorInvitations.id, invitationId));
}

/** An operator who runs the site, by username, locked for a change of its role. */
export async function lockOperatorOfSite(db: Executor, siteId: number, username: string) {
  const [row] = await db
    .select({ id: operators.id, username: operators.username, role: operators.role, siteIds: operators.siteIds })
    .from(operators)
    .where(and(sql`lower(${operators.username}) = lower(${username})`, runsSite(siteId)))
    .for('update');
  return row ?? null;
}

export async function setOperatorRole(db: Executor, operatorId: bigint, role: OperatorRole) {
  await db.update(operators).set({ role }).where(eq(operators.id, operatorId));
}

export async function operatorNameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${username})`);
  return Boolean(row);
}
