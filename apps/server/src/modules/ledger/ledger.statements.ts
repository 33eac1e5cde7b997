import { type ConnectionClient, connectionOf } from '../../db/executor.js';

/**
 * The ledger's hot path as named prepared statements on the transaction's own connection: every
 * money movement runs them, so each is parsed and planned once per connection and no query builder
 * runs per call. Four statements move money: lock, entry, balances, postings.
 */
export type LedgerClient = ConnectionClient;
export { connectionOf };

const ids = (values: bigint[]) => values.map(String);

/**
 * The entry posted by `ledger_post` (db/functions/ledger_post.sql) in one round trip: the accounts locked in id
 * order, the entry written unless its key was used (then null), every balance changed, the postings
 * recorded. An account missing or of another site fails with SQLSTATE P0002 and writes nothing.
 */
export async function postLegs(
  client: LedgerClient,
  entry: { siteId: number; kind: string; idempotencyKey: string; requestHash: string; memo: unknown; at: Date | null },
  legs: { accountId: bigint; amount: bigint }[],
): Promise<{ entryId: bigint; balances: Map<bigint, bigint> } | null> {
  const result = await client.query<{ posted_entry_id: string; posted_account_id: string; posted_balance: string }>({
    name: 'ledger_post',
    text: 'SELECT posted_entry_id, posted_account_id, posted_balance FROM ledger_post($1, $2, $3, $4, $5, $6, $7, $8)',
    values: [
      entry.siteId,
      entry.kind,
      entry.idempotencyKey,
      entry.requestHash,
      JSON.stringify(entry.memo),
      ids(legs.map((leg) => leg.accountId)),
      ids(legs.map((leg) => leg.amount)),
      entry.at,
    ],
  });
  const first = result.rows[0];
  if (!first) return null;
  const balances = new Map(result.rows.map((row) => [BigInt(row.posted_account_id), BigInt(row.posted_balance)]));
  return { entryId: BigInt(first.posted_entry_id), balances };
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

export async function currentBalances(client: LedgerClient, accountIds: bigint[]) {
  const result = await client.query<{ id: string; balance: string }>({
    name: 'ledger_balances',
    text: 'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[])',
    values: [ids(accountIds)],
  });
  return new Map(result.rows.map((row) => [BigInt(row.id), BigInt(row.balance)]));
}
