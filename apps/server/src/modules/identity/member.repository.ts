import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { ledgerAccounts, members, postings, sites } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;
/** A member to create: it joins now, unless a writer of past events names when (the demo seed's members). */
export type NewMember = Omit<typeof members.$inferInsert, 'id'>;

/** A unique-index violation, told apart so the caller can name the field that clashed. */
export class DuplicateMemberError extends Error {
  constructor(readonly constraint: string) {
    super(`duplicate member (${constraint})`);
  }
}

/** The member's row (its main wallet and payment password are written with it: new-member.service). */
export async function insertMemberRow(tx: Executor, member: NewMember): Promise<MemberRow> {
  const [row] = await tx.insert(members).values(member).returning();
  if (!row) throw new Error('member insert returned no row');
  return row;
}

/** A unique-index violation of a member insert, told apart; anything else as it was. */
export function asDuplicateMember(error: unknown): unknown {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return cause.code === '23505' ? new DuplicateMemberError(cause.constraint ?? 'unknown') : error;
}

/** The one member of a site that matches: every lookup below is scoped to its site. */
async function findOne(db: Database, siteId: number, condition: SQL | undefined): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), condition));
  return row ?? null;
}

export function findByUsername(db: Database, siteId: number, username: string) {
  return findOne(db, siteId, sql`lower(${members.username}) = lower(${username})`);
}

export function findByMobile(db: Database, siteId: number, countryDialingCode: string, mobileNum: string) {
  return findOne(db, siteId, and(eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum)));
}

export function findById(db: Database, siteId: number, id: bigint) {
  return findOne(db, siteId, eq(members.id, id));
}

export function findAgentByCode(db: Database, siteId: number, code: string, agentTypes: number[]) {
  return findOne(
    db,
    siteId,
    and(sql`lower(${members.affiliateCode}) = lower(${code})`, inArray(members.memberType, agentTypes)),
  );
}

/** Marks a sign-in; says whether it was the account's first. */
export async function markSignedIn(db: Database, id: bigint, language: string): Promise<boolean> {
  const [row] = await db
    .execute<{ first: boolean }>(sql`
    UPDATE ${members} SET last_login_at = now(), first_login_at = coalesce(first_login_at, now()), language = ${language}
    WHERE id = ${id} RETURNING (first_login_at = last_login_at) AS first`)
    .then((result) => result.rows);
  return row?.first ?? false;
}

export async function setPassword(db: Database, id: bigint, passwordHash: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, passwordChangedAt: sql`now()`, passwordMustChange: null })
    .where(eq(members.id, id));
}

/**
 * Free-play trials older than the cutoff that never moved money (no posting on any of their ledger accounts),
 * a thousand at a time.
 */
export async function idleTrials(db: Executor, olderThanHours: number): Promise<bigint[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT m.id::text FROM ${members} m JOIN ${sites} s ON s.id = m.site_id
    WHERE m.member_type = s.trial_type
      AND m.created_at < now() - make_interval(hours => ${olderThanHours})
      AND NOT EXISTS (
        SELECT 1 FROM ${ledgerAccounts} a JOIN ${postings} p ON p.account_id = a.id WHERE a.member_id = m.id
      )
    LIMIT 1000`);
  return result.rows.map((row) => BigInt(row.id));
}

/** Deletes members; their sessions, addresses and favourites go with them (ON DELETE CASCADE). */
export async function deleteMembers(db: Executor, ids: bigint[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db.delete(members).where(inArray(members.id, ids)).returning({ id: members.id });
  return gone.length;
}

/**
 * The agent's invitation code, setting `candidate` when it has none yet (a clash with another code of
 * the site fails on the unique index: one in 32^8 codes).
 */
export async function ensureAffiliateCode(db: Database, memberId: bigint, candidate: string): Promise<string> {
  const [row] = await db
    .update(members)
    .set({ affiliateCode: sql`coalesce(${members.affiliateCode}, ${candidate})` })
    .where(eq(members.id, memberId))
    .returning({ code: members.affiliateCode });
  return row!.code!;
}
