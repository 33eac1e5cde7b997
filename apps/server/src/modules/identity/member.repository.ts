import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { ledgerAccounts, members, paymentPasswords, postings, sites } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;
/** A member to create: it joins now, unless a writer of past events names when (the demo seed's members). */
export type NewMember = Omit<typeof members.$inferInsert, 'id'>;

/** A unique-index violation, told apart so the caller can name the field that clashed. */
export class DuplicateMemberError extends Error {
  constructor(readonly constraint: string) {
    super(`duplicate member (${constraint})`);
  }
}

/**
 * Creates a member and its main wallet in one transaction, so no member ever exists without the
 * account the wallet issue posts to; `alsoRecord` writes the caller's rows of the new member in it too.
 */
export async function insertMember(
  db: Database,
  member: NewMember,
  currency: string,
  paymentPasswordHash?: string,
  alsoRecord?: (tx: Executor, row: MemberRow) => Promise<void>,
): Promise<MemberRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(members).values(member).returning();
      if (!row) throw new Error('member insert returned no row');
      await tx
        .insert(ledgerAccounts)
        .values({ siteId: row.siteId, memberId: row.id, wallet: 'MAIN', currency, createdAt: row.createdAt });
      if (paymentPasswordHash) {
        await tx.insert(paymentPasswords).values({ memberId: row.id, passwordHash: paymentPasswordHash });
      }
      if (alsoRecord) await alsoRecord(tx, row);
      return row;
    });
  } catch (error) {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    if (cause.code === '23505') throw new DuplicateMemberError(cause.constraint ?? 'unknown');
    throw error;
  }
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
 * Removes free-play trials older than the cutoff that never moved money (no posting on any of their
 * ledger accounts): their sessions, addresses and favourites go with them (ON DELETE CASCADE). A
 * trial that played keeps its account, since its ledger history is never deleted.
 */
export async function deleteIdleTrials(db: Pick<Database, 'execute'>, olderThanHours: number): Promise<number> {
  const result = await db.execute(sql`
    WITH idle AS (
      SELECT m.id FROM ${members} m JOIN ${sites} s ON s.id = m.site_id
      WHERE m.member_type = s.trial_type
        AND m.created_at < now() - make_interval(hours => ${olderThanHours})
        AND NOT EXISTS (
          SELECT 1 FROM ${ledgerAccounts} a JOIN ${postings} p ON p.account_id = a.id WHERE a.member_id = m.id
        )
      LIMIT 1000
    ),
    accounts AS (DELETE FROM ${ledgerAccounts} WHERE member_id IN (SELECT id FROM idle) RETURNING member_id)
    DELETE FROM ${members} WHERE id IN (SELECT member_id FROM accounts)`);
  return result.rowCount ?? 0;
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
