import type {
  BookBalance,
  BookTransfer,
  BookTransferRequest,
  BookTransferStatus,
  BookWalletOwner,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import {
  type BookExecutor,
  debitIfCovered,
  existingPlayerAccount,
  houseAccount,
  playerAccount,
  postEntry,
} from './ledger.js';

type TransferRow = {
  key: string;
  account_id: string;
  direction: 'in' | 'out';
  amount: string;
  status: 'done' | 'refused';
  reason: BookTransfer['reason'];
  balance_after: string;
};

const answerOf = (row: TransferRow): BookTransfer => ({
  key: row.key,
  status: row.status,
  reason: row.reason,
  direction: row.direction,
  amount: row.amount,
  balance: row.balance_after,
});

async function storedTransfer(db: BookExecutor, key: string): Promise<TransferRow | null> {
  const { rows } = await db.execute<TransferRow>(sql`
    SELECT key, account_id::text, direction, amount::text, status, reason, balance_after::text
      FROM book_transfers WHERE key = ${key}`);
  return rows[0] ?? null;
}

async function balanceOf(db: BookExecutor, accountId: bigint): Promise<bigint> {
  const { rows } = await db.execute<{ balance: string }>(
    sql`SELECT balance::text FROM book_accounts WHERE id = ${accountId}`,
  );
  return BigInt(rows[0]!.balance);
}

/**
 * The vendor's side of the operator's transfers: money into a player's wallet at a studio and back, each under the
 * operator's key, decided once. The key is locked for the transaction, so the same key sent twice at once waits
 * for the first and answers what it decided; a key sent again with another body is refused, moving nothing.
 */
export class BookTransfers {
  constructor(private readonly db: GameDatabase) {}

  async transfer(request: BookTransferRequest): Promise<BookTransfer> {
    const amount = BigInt(request.amount);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`book-transfer:${request.key}`}, 0))`);
      const accountId = await playerAccount(tx, request);
      const stored = await storedTransfer(tx, request.key);
      if (stored) {
        const same =
          stored.account_id === String(accountId) &&
          stored.direction === request.direction &&
          stored.amount === String(amount);
        if (same) return answerOf(stored);
        const balance = String(await balanceOf(tx, accountId));
        return { ...answerOf(stored), status: 'refused', reason: 'KEY_REUSED', balance };
      }
      const operator = await houseAccount(tx, 'operator', request.currency, request.siteCode);
      let status: 'done' | 'refused' = 'done';
      let entryId: bigint | null = null;
      if (request.direction === 'in') {
        entryId = await postEntry(tx, 'transfer-in', request.key, [
          { accountId: operator, amount: -amount },
          { accountId, amount },
        ]);
      } else if ((await debitIfCovered(tx, accountId, amount)) === null) {
        status = 'refused';
      } else {
        entryId = await postEntry(tx, 'transfer-out', request.key, [
          { accountId, amount: -amount, applied: true },
          { accountId: operator, amount },
        ]);
      }
      const balanceAfter = await balanceOf(tx, accountId);
      const row: TransferRow = {
        key: request.key,
        account_id: String(accountId),
        direction: request.direction,
        amount: String(amount),
        status,
        reason: status === 'refused' ? 'INSUFFICIENT_FUNDS' : null,
        balance_after: String(balanceAfter),
      };
      await tx.execute(sql`
        INSERT INTO book_transfers (key, account_id, direction, amount, status, reason, balance_after, entry_id)
        VALUES (${row.key}, ${accountId}, ${row.direction}, ${amount}, ${status}, ${row.reason}, ${balanceAfter},
                ${entryId})`);
      return answerOf(row);
    });
  }

  /** What became of a key: its outcome, or 'unknown' when it never arrived (the operator sends it again). */
  async status(key: string): Promise<BookTransferStatus> {
    const stored = await storedTransfer(this.db, key);
    return stored ? answerOf(stored) : { key, status: 'unknown' };
  }

  async balance(owner: BookWalletOwner): Promise<BookBalance> {
    const account = await existingPlayerAccount(this.db, owner);
    return { balance: String(account?.balance ?? 0n), currency: owner.currency };
  }
}
