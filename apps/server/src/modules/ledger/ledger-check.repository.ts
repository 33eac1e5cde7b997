import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface LedgerReport {
  /** The sum of every posting ever written: zero in a sound ledger. */
  total: bigint;
  /** Accounts whose stored balance differs from the sum of their postings. */
  drifted: { accountId: bigint; stored: bigint; computed: bigint }[];
  /** Member accounts below zero. */
  negative: bigint[];
  /** Postings whose recorded balance-after differs from the running sum of their account. */
  misstated: bigint[];
}

/** Recomputes every balance from the postings and reports any difference (the wallet issue's check). */
export async function checkLedger(db: Database): Promise<LedgerReport> {
  const totals = await db.execute<{ total: string }>(sql`SELECT coalesce(sum(amount), 0)::text AS total FROM postings`);
  const drifted = await db.execute<{ id: string; stored: string; computed: string }>(sql`
    SELECT a.id::text, a.balance::text AS stored, coalesce(sum(p.amount), 0)::text AS computed
    FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
    GROUP BY a.id, a.balance
    HAVING a.balance <> coalesce(sum(p.amount), 0)`);
  const negative = await db.execute<{ id: string }>(
    sql`SELECT id::text FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0`,
  );
  // Postings of one account are written under its row lock, so their ids follow the order they applied in.
  const misstated = await db.execute<{ id: string }>(sql`
    SELECT id::text FROM (
      SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM postings
    ) p WHERE balance_after IS NOT NULL AND balance_after <> running`);
  return {
    total: BigInt(totals.rows[0]?.total ?? '0'),
    drifted: drifted.rows.map((row) => ({
      accountId: BigInt(row.id),
      stored: BigInt(row.stored),
      computed: BigInt(row.computed),
    })),
    negative: negative.rows.map((row) => BigInt(row.id)),
    misstated: misstated.rows.map((row) => BigInt(row.id)),
  };
}
