import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { openingBalance } from './members.js';
import { journalKeyOf, type Op } from './operations.js';

/** What the row checks share: the database, the run's acknowledged operations, the journal by key. */
export interface AuditInput {
  db: Database;
  siteId: number;
  acked: Op[];
  entries: Map<string, { id: string; kind: string }>;
  violations: string[];
  baseline: Baseline;
}

/**
 * The site as the run found it: the demo seed's own journal entries, deposits and withdrawals (below these ids)
 * and the house balances it left; the audit holds only what came after against the answers.
 */
export interface Baseline {
  entryId: bigint;
  depositId: bigint;
  withdrawalId: bigint;
  house: Map<string, bigint>;
}

export async function baselineOf(db: Database, siteCode: string): Promise<Baseline> {
  const [row] = (
    await db.execute<{ entry: string; deposit: string; withdrawal: string }>(sql`
      SELECT (SELECT coalesce(max(id), 0) FROM journal_entries)::text AS entry,
             (SELECT coalesce(max(id), 0) FROM deposits)::text AS deposit,
             (SELECT coalesce(max(id), 0) FROM withdrawals)::text AS withdrawal`)
  ).rows;
  const house = new Map<string, bigint>();
  for (const account of (
    await db.execute<{ wallet: string; balance: string }>(sql`
      SELECT a.wallet, a.balance::text FROM ledger_accounts a JOIN sites s ON s.id = a.site_id
      WHERE s.code = ${siteCode} AND a.member_id IS NULL`)
  ).rows) {
    if (modelledHouse.has(account.wallet)) house.set(account.wallet, BigInt(account.balance));
  }
  return { entryId: BigInt(row!.entry), depositId: BigInt(row!.deposit), withdrawalId: BigInt(row!.withdrawal), house };
}

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

/** The house accounts the run's movements touch (the demo seed's welcome bonuses use another). */
const modelledHouse = new Set(['HOUSE:CASHIER', 'HOUSE:WITHDRAW_HOLD']);

/** The member-side legs an operation's entry must hold, as `member:wallet:amount`. */
export function legsOf(op: Op): string[] {
  const m = op.member.id;
  const a = op.amount;
  switch (op.kind) {
    case 'deposit':
      return [`${m}:MAIN:${a}`];
    // Into the member's account of the vendor, in transit until the vendor has it; out, from the site's account
    // at the vendor (no member's) into the main wallet.
    case 'toVendor':
      return [`${m}:MAIN:${-a}`, `${m}:${op.vendor}:${a}`];
    case 'fromVendor':
      return [`${m}:MAIN:${a}`];
    case 'upline':
    case 'downline':
      return [`${m}:MAIN:${-a}`, `${op.payee!.id}:MAIN:${a}`];
    case 'withdraw':
      return [`${m}:MAIN:${-a}`];
  }
}

/**
 * What an acknowledged operation leaves in the member accounts once everything is finished: its entry's legs,
 * but money moved into a vendor has left the member's account of that vendor for the site's account at the
 * vendor (an acknowledged transfer is done: the vendor has it).
 */
function settledLegsOf(op: Op): string[] {
  return op.kind === 'toVendor' ? [`${op.member.id}:MAIN:${-op.amount}`] : legsOf(op);
}

/** Deposits: one credited row per acknowledged deposit key, wired to its entry, and none for any other. */
export async function checkDeposits({ db, siteId, acked, entries, violations, baseline }: AuditInput): Promise<void> {
  const depositOps = new Map(acked.filter((op) => op.kind === 'deposit').map((op) => [String(op.value?.id), op]));
  for (const row of (
    await db.execute<{ id: string; key: string; status: string; entry: string | null; amount: string }>(sql`
      SELECT id::text, idempotency_key AS key, status, entry_id::text AS entry, amount::text FROM deposits
      WHERE site_id = ${siteId} AND id > ${baseline.depositId}`)
  ).rows) {
    const op = depositOps.get(row.id);
    if (!op) violations.push(`deposit ${row.id} (key ${row.key}, ${row.status}) matches no acknowledged deposit`);
    else if (op.key !== row.key || String(op.amount) !== row.amount)
      violations.push(`deposit ${row.id} is not the one key ${op.key} asked for`);
    if (row.status !== 'credited' || row.entry !== entries.get(`deposit:${row.id}`)?.id) {
      violations.push(
        `deposit ${row.id}: ${row.status}, entry ${row.entry}: an instant deposit left uncredited or miswired`,
      );
    }
  }
}

/** Withdrawals: one row per acknowledged request with its hold, at most one decision, as acknowledged. */
export async function checkWithdrawals(
  { db, siteId, acked, entries, violations, baseline }: AuditInput,
  decisions: { withdrawalId: string; status: string }[],
) {
  const withdrawOps = new Map(acked.filter((op) => op.kind === 'withdraw').map((op) => [String(op.value?.id), op]));
  const statusOf = new Map<string, WithdrawalStatus>();
  const counts = { pending: 0, paid: 0, rejected: 0 };
  for (const row of (
    await db.execute<{
      id: string;
      key: string;
      status: WithdrawalStatus;
      hold: string;
      settle: string | null;
      amount: string;
    }>(sql`
      SELECT id::text, idempotency_key AS key, status, hold_entry_id::text AS hold, settle_entry_id::text AS settle, amount::text
      FROM withdrawals WHERE site_id = ${siteId} AND id > ${baseline.withdrawalId}`)
  ).rows) {
    counts[row.status]++;
    statusOf.set(row.id, row.status);
    const op = withdrawOps.get(row.id);
    if (!op) violations.push(`withdrawal ${row.id} (key ${row.key}) matches no acknowledged request`);
    else if (op.key !== row.key || String(op.amount) !== row.amount || entries.get(journalKeyOf(op))?.id !== row.hold) {
      violations.push(`withdrawal ${row.id} is not the one key ${op.key} asked for, or its hold is miswired`);
    }
    const paid = entries.get(`withdrawal:${row.id}:paid`);
    const released = entries.get(`withdrawal:${row.id}:rejected`);
    const wanted = row.status === 'paid' ? paid : row.status === 'rejected' ? released : undefined;
    if (
      (paid && released) ||
      (row.status !== 'pending' && wanted?.id !== row.settle) ||
      (row.status === 'pending' && (paid || released))
    ) {
      violations.push(
        `withdrawal ${row.id}: ${row.status} with paid entry ${paid?.id} and release entry ${released?.id}`,
      );
    }
  }
  for (const [id, op] of withdrawOps) {
    if (!statusOf.has(id)) violations.push(`withdrawal ${id} (key ${op.key}) was acknowledged but is not stored`);
  }
  for (const decision of decisions) {
    if (statusOf.get(decision.withdrawalId) !== decision.status) {
      violations.push(
        `withdrawal ${decision.withdrawalId}: ${decision.status} acknowledged, stored ${statusOf.get(decision.withdrawalId)}`,
      );
    }
  }

  return { statusOf, counts };
}

/** Every member wallet and the two house accounts, recomputed from what the clients were answered. */
export async function checkBalances(
  { db, siteId, acked, violations, baseline }: AuditInput,
  statusOf: Map<string, WithdrawalStatus>,
  memberIds: Set<string>,
): Promise<void> {
  const expected = new Map<string, bigint>();
  const add = (account: string, amount: bigint) => expected.set(account, (expected.get(account) ?? 0n) + amount);
  for (const [account, balance] of baseline.house) add(account, balance);
  for (const member of memberIds) add(`${member}:MAIN`, openingBalance);
  for (const op of acked) {
    for (const leg of settledLegsOf(op)) {
      const cut = leg.lastIndexOf(':');
      add(leg.slice(0, cut), BigInt(leg.slice(cut + 1)));
    }
    if (op.kind === 'deposit') add('HOUSE:CASHIER', -op.amount);
    if (op.kind === 'withdraw') {
      const status = statusOf.get(String(op.value?.id));
      if (status === 'rejected') add(`${op.member.id}:MAIN`, op.amount);
      if (status === 'paid') add('HOUSE:CASHIER', op.amount);
      if (status === 'pending') add('HOUSE:WITHDRAW_HOLD', op.amount);
    }
  }
  for (const row of (
    await db.execute<{ member: string | null; wallet: string; balance: string }>(
      sql`SELECT member_id::text AS member, wallet, balance::text FROM ledger_accounts WHERE site_id = ${siteId}`,
    )
  ).rows) {
    const account = row.member === null ? row.wallet : `${row.member}:${row.wallet}`;
    if (row.member === null ? !modelledHouse.has(row.wallet) : !memberIds.has(row.member)) continue;
    const wanted = expected.get(account) ?? 0n;
    expected.delete(account);
    if (BigInt(row.balance) !== wanted)
      violations.push(`account ${account}: balance ${row.balance}, the answers add up to ${wanted}`);
  }
  for (const [account, wanted] of expected) {
    if (wanted !== 0n) violations.push(`account ${account} does not exist, the answers add up to ${wanted}`);
  }
}
