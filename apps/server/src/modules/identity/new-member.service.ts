import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { closeUnusedAccounts, openMainAccount } from '../ledger/member-accounts.service.js';
import {
  asDuplicateMember,
  deleteMembers,
  idleTrials,
  insertMemberRow,
  type MemberRow,
  type NewMember,
} from './member.repository.js';
import { insertPaymentPassword } from './payment-password.repository.js';

/**
 * Creates a member and its main wallet (the ledger's account, opened through the ledger) in one transaction,
 * so no member ever exists without the account the wallet issue posts to; with the payment password chosen at
 * registration, if any. `alsoRecord` writes the caller's rows of the new member in it too. A clash on a unique
 * index throws DuplicateMemberError, naming it.
 */
export async function createMember(
  db: Database,
  member: NewMember,
  currency: string,
  paymentPasswordHash?: string,
  alsoRecord?: (tx: Executor, row: MemberRow) => Promise<void>,
): Promise<MemberRow> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertMemberRow(tx, member);
      await openMainAccount(tx, { siteId: row.siteId, memberId: row.id, currency, createdAt: row.createdAt });
      if (paymentPasswordHash) await insertPaymentPassword(tx, row.id, paymentPasswordHash);
      if (alsoRecord) await alsoRecord(tx, row);
      return row;
    });
  } catch (error) {
    throw asDuplicateMember(error);
  }
}

/**
 * Removes free-play trials older than the cutoff that never moved money, in the caller's transaction: the
 * ledger closes their accounts (never one with a posting: its history is never deleted), then the members whose
 * accounts went are deleted, with their sessions, addresses and favourites (ON DELETE CASCADE).
 */
export async function removeIdleTrials(tx: Executor, olderThanHours: number): Promise<number> {
  const idle = await idleTrials(tx, olderThanHours);
  return deleteMembers(tx, await closeUnusedAccounts(tx, idle));
}
