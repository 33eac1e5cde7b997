import { type ConnectionClient, connectionOf } from '../../db/executor.js';

/**
 * The ledger's hot path as named prepared statements on the transaction's own connection: every
 * money movement runs them, so each is parsed and planned once per connection and no query builder
 * runs per call. Four statements move money: lock, entry, balances, postings.
 */
export type LedgerClient = ConnectionClient;
export { connectionOf };

const ids = (values: bigint[]) => values.map(String);

export async function lockAccountsInOrder(client: LedgerClient, accountIds: bigint[]) {
  const result = await client.query<{ id: string; site_id: number }>({
    name: 'ledger_lock_accounts',
    text: 'SELECT id, site_id FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    values: [ids(accountIds)],
  });
  return result.rows;
}

/** The entry, or null when its key was used already (then the earlier entry answers). */
export async function insertEntryOnce(
  client: LedgerClient,
  entry: { siteId: number; kind: string; idempotencyKey: string; requestHash: string; memo: unknown },
): Promise<bigint | null> {
  const result = await client.query<{ id: string }>({
    name: 'ledger_insert_entry',
    text: `INSERT INTO journal_entries (site_id, kind, idempotency_key, request_hash, memo)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (site_id, idempotency_key) DO NOTHING RETURNING id`,
    values: [entry.siteId, entry.kind, entry.idempotencyKey, entry.requestHash, JSON.stringify(entry.memo)],
  });
  const row = result.rows[0];
  return row ? BigInt(row.id) : null;
}

export async function findEntryByKey(client: LedgerClient, siteId: number, idempotencyKey: string) {
  const result = await client.query<{ id: string; request_hash: string }>({
    name: 'ledger_find_entry',
    text: 'SELECT id, request_hash FROM journal_entries WHERE site_id = $1 AND idempotency_key = $2',
    values: [siteId, idempotencyKey],
  });
  const row = result.rows[0];
  return row ? { id: BigInt(row.id), requestHash: row.request_hash } : null;
}

/** Every leg's balance change in one statement; a member account below zero fails its CHECK here. */
export async function applyLegs(client: LedgerClient, legs: { accountId: bigint; amount: bigint }[]) {
  const result = await client.query<{ id: string; balance: string }>({
    name: 'ledger_apply_legs',
    text: `UPDATE ledger_accounts a SET balance = a.balance + v.amount
           FROM unnest($1::bigint[], $2::bigint[]) AS v(id, amount)
           WHERE a.id = v.id RETURNING a.id, a.balance`,
    values: [ids(legs.map((leg) => leg.accountId)), ids(legs.map((leg) => leg.amount))],
  });
  return new Map(result.rows.map((row) => [BigInt(row.id), BigInt(row.balance)]));
}

export async function insertPostingRows(
  client: LedgerClient,
  entryId: bigint,
  legs: { accountId: bigint; amount: bigint; balanceAfter: bigint }[],
) {
  await client.query({
    name: 'ledger_insert_postings',
    text: `INSERT INTO postings (entry_id, account_id, amount, balance_after)
           SELECT $1, account_id, amount, balance_after
           FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS p(account_id, amount, balance_after)`,
    values: [
      String(entryId),
      ids(legs.map((leg) => leg.accountId)),
      ids(legs.map((leg) => leg.amount)),
      ids(legs.map((leg) => leg.balanceAfter)),
    ],
  });
}

export async function currentBalances(client: LedgerClient, accountIds: bigint[]) {
  const result = await client.query<{ id: string; balance: string }>({
    name: 'ledger_balances',
    text: 'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[])',
    values: [ids(accountIds)],
  });
  return new Map(result.rows.map((row) => [BigInt(row.id), BigInt(row.balance)]));
}
