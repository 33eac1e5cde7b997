import type { BookWalletOwner } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';

/**
 * A list as one parameter, in PostgreSQL's array syntax: the query builder would spread a JavaScript array into
 * separate parameters. For numbers and plain words only (ids, amounts, statuses), which need no quoting.
 */
export function pgArray(values: readonly (string | number | bigint)[]): string {
  return `{${values.join(',')}}`;
}

/** What the ledger's statements run on: the database or one of its transactions. */
export type BookExecutor = Pick<GameDatabase, 'execute'>;

export interface LedgerLeg {
  accountId: bigint;
  amount: bigint;
}

/** The wallet's key among the book's accounts (`book_place_slip` makes it by this key too). */
export const playerKey = (owner: BookWalletOwner) =>
  `player/${owner.siteCode}/${owner.studio}/${owner.currency}/${owner.playerId}`;

/** The player's wallet at a studio, made at its first use (two first uses at once make it once). */
export async function playerAccount(db: BookExecutor, owner: BookWalletOwner): Promise<bigint> {
  const { rows } = await db.execute<{ id: string }>(sql`
    WITH made AS (
      INSERT INTO book_accounts (owner_key, kind, site_code, studio, player_id, currency)
      VALUES (${playerKey(owner)}, 'player', ${owner.siteCode}, ${owner.studio}, ${owner.playerId}, ${owner.currency})
      ON CONFLICT (owner_key) DO NOTHING RETURNING id)
    SELECT id::text FROM made UNION ALL SELECT id::text FROM book_accounts WHERE owner_key = ${playerKey(owner)}`);
  return rows[0] ? BigInt(rows[0].id) : madeMeanwhile(db, playerKey(owner));
}

/**
 * The account another transaction made while this one's insert waited on it: the statement's snapshot predates that
 * commit, so its own read found nothing; a statement of its own sees it.
 */
async function madeMeanwhile(db: BookExecutor, ownerKey: string): Promise<bigint> {
  const { rows } = await db.execute<{ id: string }>(
    sql`SELECT id::text FROM book_accounts WHERE owner_key = ${ownerKey}`,
  );
  if (!rows[0]) throw new Error(`book account ${ownerKey} is neither made nor found`);
  return BigInt(rows[0].id);
}

/** The player's wallet if it exists (a balance asked before any transfer is zero, and makes no account). */
export async function existingPlayerAccount(db: BookExecutor, owner: BookWalletOwner) {
  const { rows } = await db.execute<{ id: string; balance: string }>(
    sql`SELECT id::text, balance::text FROM book_accounts WHERE owner_key = ${playerKey(owner)}`,
  );
  return rows[0] ? { id: BigInt(rows[0].id), balance: BigInt(rows[0].balance) } : null;
}

/** The book's own account in a currency: where stakes go and payouts come from. */
export const bookKey = (currency: string) => `book/${currency}`;

/** The operator's account of a site in a currency (what its transfers move against), or the book's own. */
export async function houseAccount(db: BookExecutor, kind: 'operator' | 'book', currency: string, siteCode = '') {
  const key = kind === 'operator' ? `operator/${siteCode}/${currency}` : bookKey(currency);
  const { rows } = await db.execute<{ id: string }>(sql`
    WITH made AS (
      INSERT INTO book_accounts (owner_key, kind, site_code, currency)
      VALUES (${key}, ${kind}, ${kind === 'operator' ? siteCode : null}, ${currency})
      ON CONFLICT (owner_key) DO NOTHING RETURNING id)
    SELECT id::text FROM made UNION ALL SELECT id::text FROM book_accounts WHERE owner_key = ${key}`);
  return rows[0] ? BigInt(rows[0].id) : madeMeanwhile(db, key);
}

/**
 * Takes `amount` from a player's wallet if it holds that much, in the one statement that decides it (the row
 * stays locked to the end of the transaction, so a burst of bets is decided one at a time). The balance left, or
 * null when it does not hold enough.
 */
export async function debitIfCovered(db: BookExecutor, accountId: bigint, amount: bigint): Promise<bigint | null> {
  const { rows } = await db.execute<{ balance: string }>(sql`
    UPDATE book_accounts SET balance = balance - ${amount}
     WHERE id = ${accountId} AND balance >= ${amount} RETURNING balance::text`);
  return rows[0] ? BigInt(rows[0].balance) : null;
}

/**
 * Writes one entry whose legs sum to zero and moves the balances by them, in the caller's transaction. A leg
 * already applied to a balance by `debitIfCovered` is passed with `applied` so it is recorded, not moved twice.
 * Legs of zero are left out. Answers the entry's id.
 */
export async function postEntry(
  db: BookExecutor,
  kind: string,
  ref: string,
  legs: (LedgerLeg & { applied?: boolean })[],
): Promise<bigint> {
  const written = legs.filter((leg) => leg.amount !== 0n);
  const sum = written.reduce((total, leg) => total + leg.amount, 0n);
  if (sum !== 0n) throw new Error(`book entry ${kind} ${ref} does not balance: ${sum}`);
  // The balances first: their row locks come before the legs' foreign-key locks on the same rows, so two entries
  // on one wallet queue on its row instead of each holding a share the other's update waits for (a deadlock).
  await moveBalances(
    db,
    written.filter((leg) => !leg.applied),
  );
  const accounts = written.map((leg) => String(leg.accountId));
  const amounts = written.map((leg) => String(leg.amount));
  const { rows } = await db.execute<{ id: string }>(sql`
    WITH entry AS (INSERT INTO book_entries (kind, ref) VALUES (${kind}, ${ref}) RETURNING id),
         legs AS (INSERT INTO book_legs (entry_id, account_id, amount)
                  SELECT entry.id, a, m FROM entry, unnest(${pgArray(accounts)}::bigint[], ${pgArray(amounts)}::bigint[]) AS t(a, m))
    SELECT id::text FROM entry`);
  return BigInt(rows[0]!.id);
}

/**
 * Adds each player account's legs to its balance, locking the rows in id order first (two settlements never
 * deadlock). The operator's and the book's accounts keep no running balance: every bet and transfer would queue
 * on their one row; theirs is the sum of their legs (`houseBalance`).
 */
export async function moveBalances(db: BookExecutor, legs: LedgerLeg[]): Promise<void> {
  if (legs.length === 0) return;
  const byAccount = new Map<bigint, bigint>();
  for (const leg of legs) byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0n) + leg.amount);
  const ordered = [...byAccount].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const ids = ordered.map(([id]) => String(id));
  if (ids.length > 1) {
    await db.execute(
      sql`SELECT id FROM book_accounts WHERE id = ANY(${pgArray(ids)}::bigint[]) AND kind = 'player' ORDER BY id FOR UPDATE`,
    );
  }
  await db.execute(sql`
    UPDATE book_accounts SET balance = balance + u.m
      FROM unnest(${pgArray(ids)}::bigint[], ${pgArray(ordered.map(([, amount]) => amount))}::bigint[]) AS u(a, m)
     WHERE book_accounts.id = u.a AND book_accounts.kind = 'player'`);
}

/** An operator's or the book's balance: the sum of its legs. */
export async function houseBalance(db: BookExecutor, accountId: bigint): Promise<bigint> {
  const { rows } = await db.execute<{ sum: string }>(
    sql`SELECT coalesce(sum(amount), 0)::text AS sum FROM book_legs WHERE account_id = ${accountId}`,
  );
  return BigInt(rows[0]!.sum);
}
