import type { WithdrawalStatus } from '@portal/contracts';
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { bankAccounts, members, operators, withdrawalProofs, withdrawals } from '../../db/schema/index.js';
import { siteTodayStart } from '../../db/site-days.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function findWithdrawalByKey(db: Executor, memberId: bigint, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, key)));
  return row ?? null;
}

/** Serialises one member's withdrawal requests, so the daily count holds against concurrent ones. */
export { lockMember } from '../../db/member-lock.js';

/** Requests the member made since the start of today in the site's time zone. */
export async function countToday(db: Executor, memberId: bigint, timeZone: string) {
  const [row] = await db
    .select({ count: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, siteTodayStart(timeZone))));
  return row?.count ?? 0;
}

export async function insertWithdrawal(db: Executor, row: typeof withdrawals.$inferInsert) {
  const [inserted] = await db.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('withdrawal insert returned no row');
  return inserted;
}

/** A member's withdrawal as it stands, unlocked (the check before an upload is read). */
export async function findMemberWithdrawal(db: Executor, siteId: number, id: bigint, memberId: bigint) {
  const [row] = await db
    .select({ status: withdrawals.status, confirmation: withdrawals.confirmation })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.siteId, siteId), eq(withdrawals.memberId, memberId)));
  return row ?? null;
}

export async function lockWithdrawal(db: Executor, siteId: number, id: bigint, memberId?: bigint) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.siteId, siteId),
        memberId === undefined ? undefined : eq(withdrawals.memberId, memberId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function updateWithdrawal(db: Executor, id: bigint, changes: Partial<typeof withdrawals.$inferInsert>) {
  const [row] = await db.update(withdrawals).set(changes).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished under its lock`);
  return row;
}

export async function insertProofs(
  db: Executor,
  withdrawalId: bigint,
  proofs: { contentType: string; content: Buffer }[],
) {
  if (proofs.length === 0) return;
  await db.insert(withdrawalProofs).values(proofs.map((proof, position) => ({ withdrawalId, position, ...proof })));
}

export async function findProof(db: Database, siteId: number, withdrawalId: bigint, position: number) {
  const [row] = await db
    .select({ contentType: withdrawalProofs.contentType, content: withdrawalProofs.content })
    .from(withdrawalProofs)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalProofs.withdrawalId))
    .where(
      and(
        eq(withdrawalProofs.withdrawalId, withdrawalId),
        eq(withdrawalProofs.position, position),
        eq(withdrawals.siteId, siteId),
      ),
    );
  return row ?? null;
}

/** Paid withdrawals whose confirmation time ran out: they count as received (SPEC §4). */
export async function confirmOverdue(db: Executor, siteId?: number) {
  const rows = await db
    .update(withdrawals)
    .set({ confirmation: 'auto', confirmedAt: sql`now()` })
    .where(
      and(
        eq(withdrawals.status, 'paid'),
        sql`${withdrawals.confirmation} IS NULL AND ${withdrawals.confirmDeadline} <= now()`,
        siteId === undefined ? undefined : eq(withdrawals.siteId, siteId),
      ),
    )
    .returning({ id: withdrawals.id });
  return rows.length;
}

const proofCount = sql<number>`(SELECT count(*)::int FROM withdrawal_proofs p WHERE p.withdrawal_id = ${withdrawals.id})`;
const listColumns = {
  withdrawal: withdrawals,
  bank: {
    bankName: bankAccounts.bankName,
    accountNumber: bankAccounts.accountNumber,
    payeeName: bankAccounts.payeeName,
  },
  member: members.username,
  decidedBy: operators.username,
  proofCount,
};

function listQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(operators, eq(operators.id, withdrawals.decidedBy))
    .where(where);
}
export type WithdrawalListRow = Awaited<ReturnType<typeof listQuery>>[number];

export async function withdrawalPage(
  db: Database,
  scope: { memberId?: bigint; siteId?: number },
  page: number,
  pageSize: number,
  status?: WithdrawalStatus,
) {
  const where = and(
    scope.memberId === undefined ? undefined : eq(withdrawals.memberId, scope.memberId),
    scope.siteId === undefined ? undefined : eq(withdrawals.siteId, scope.siteId),
    status ? eq(withdrawals.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    listQuery(db, where)
      .orderBy(desc(withdrawals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The member of one of the site's withdrawals; null when the site has no withdrawal of that id. */
export async function withdrawalMemberOnSite(db: Executor, siteId: number, id: bigint): Promise<bigint | null> {
  const [row] = await db
    .select({ memberId: withdrawals.memberId })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.siteId, siteId)));
  return row?.memberId ?? null;
}

export async function withdrawalListRow(db: Executor, id: bigint) {
  const [row] = await listQuery(db, eq(withdrawals.id, id));
  if (!row) throw new Error(`withdrawal ${id} is missing`);
  return row;
}
