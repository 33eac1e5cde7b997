import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { checkLedger, type LedgerReport } from '../../src/modules/ledger/ledger-check.repository.js';
import { type Baseline, checkBalances, checkDeposits, checkWithdrawals, legsOf } from './audit-rows.js';
import { type BankRun, journalKeyOf } from './operations.js';

export interface AuditReport {
  ledger: LedgerReport;
  violations: string[];
  acknowledged: number;
  refused: number;
  entriesFound: number;
  /** The journal keys of acknowledged operations that the database holds. */
  found: Set<string>;
  withdrawals: { pending: number; paid: number; rejected: number };
}

const moneyKinds = new Set(['deposit', 'wallet_transfer', 'member_transfer', 'withdraw_hold']);

/**
 * Everything the database holds after a run, held against everything the clients were told: the
 * ledger check, one entry per acknowledged key and none for a refused one, the entries' legs, the
 * deposit and withdrawal rows, and every member wallet's balance recomputed from the answers.
 */
export async function audit(db: Database, siteId: number, run: BankRun, baseline: Baseline): Promise<AuditReport> {
  const violations: string[] = [];
  const ledger = await checkLedger(db);
  if (ledger.total !== 0n) violations.push(`postings sum to ${ledger.total}, not zero`);
  for (const drift of ledger.drifted)
    violations.push(
      `account ${drift.accountId} drifted: ${JSON.stringify(drift, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    );
  if (ledger.negative.length > 0) violations.push(`negative member accounts: ${ledger.negative.join(', ')}`);
  if (ledger.misstated.length > 0)
    violations.push(`postings with a wrong balance_after: ${ledger.misstated.slice(0, 10).join(', ')}`);

  const entries = new Map<string, { id: string; kind: string }>();
  for (const row of (
    await db.execute<{ id: string; key: string; kind: string }>(
      sql`SELECT id::text, idempotency_key AS key, kind FROM journal_entries
          WHERE site_id = ${siteId} AND id > ${baseline.entryId}`,
    )
  ).rows) {
    entries.set(row.key, { id: row.id, kind: row.kind });
  }
  const legs = new Map<string, string[]>();
  for (const row of (
    await db.execute<{ entry: string; member: string | null; wallet: string; amount: string }>(sql`
      SELECT p.entry_id::text AS entry, a.member_id::text AS member, a.wallet, p.amount::text AS amount
      FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.site_id = ${siteId} AND a.member_id IS NOT NULL`)
  ).rows) {
    legs.set(row.entry, [...(legs.get(row.entry) ?? []), `${row.member}:${row.wallet}:${row.amount}`]);
  }

  const acked = run.ops.filter((op) => op.ackedAt !== null);
  const refused = run.ops.filter((op) => op.ackedAt === null && (op.settled === 'refused' || op.unknowns === 0));
  const expectedKeys = new Set<string>();
  const found = new Set<string>();
  for (const op of acked) {
    const key = journalKeyOf(op);
    const name = `${op.kind} ${op.member.username} key ${op.key}`;
    if (expectedKeys.has(key)) violations.push(`${name}: two acknowledged operations share the entry ${key}`);
    expectedKeys.add(key);
    const entry = entries.get(key);
    if (!entry) {
      violations.push(`${name}: acknowledged, but no journal entry ${key}`);
      continue;
    }
    found.add(key);
    const moved = [...(legs.get(entry.id) ?? [])].sort().join(' ');
    const wanted = legsOf(op).sort().join(' ');
    if (moved !== wanted) violations.push(`${name}: entry ${entry.id} moved [${moved}], expected [${wanted}]`);
  }
  for (const op of refused) {
    if (op.kind !== 'deposit' && entries.has(journalKeyOf(op))) {
      violations.push(
        `${op.kind} ${op.member.username} key ${op.key}: refused (${op.refusals.join(',')}), yet moved money`,
      );
    }
  }
  for (const [key, entry] of entries) {
    if (moneyKinds.has(entry.kind) && !expectedKeys.has(key)) {
      violations.push(`journal entry ${entry.id} (${entry.kind}, ${key}) matches no acknowledged operation`);
    }
  }

  const input = { db, siteId, acked, entries, violations, baseline };
  await checkDeposits(input);
  const { statusOf, counts } = await checkWithdrawals(input, run.decisions);
  const memberIds = new Set(
    run.ops.flatMap((op) => [String(op.member.id), ...(op.payee ? [String(op.payee.id)] : [])]),
  );
  await checkBalances(input, statusOf, memberIds);

  return {
    ledger,
    violations,
    acknowledged: acked.length,
    refused: refused.length,
    entriesFound: found.size,
    found,
    withdrawals: counts,
  };
}
