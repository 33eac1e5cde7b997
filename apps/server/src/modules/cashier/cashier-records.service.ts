/**
 * The cashier's records as the member and operator pages list them: deposits, channels, withdrawals
 * and their proofs. Plain reads, each scoped by the repository to its site or member.
 */
import type { DepositStatus, WithdrawalStatus } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import * as deposits from './deposit.repository.js';
import * as withdrawals from './withdraw.repository.js';

export type { WithdrawalListRow } from './withdraw.repository.js';

/** The site's enabled payment channels, in the operator's order. */
export function enabledChannels(db: Database, siteId: number) {
  return deposits.channelsOf(db, siteId);
}

/** A page of the member's deposits, newest first. */
export function memberDeposits(db: Database, memberId: bigint, page: number, pageSize: number, status?: DepositStatus) {
  return deposits.depositPage(db, memberId, page, pageSize, status);
}

/** A page of the site's deposits as the operator reviews them (pending ones oldest first). */
export function siteDeposits(db: Database, siteId: number, page: number, pageSize: number, status?: DepositStatus) {
  return deposits.siteDepositPage(db, siteId, page, pageSize, status);
}

/** One deposit as the operator sees it. */
export function depositForOperator(db: Database, id: bigint) {
  return deposits.operatorDepositView(db, id);
}

/** A page of withdrawals of one member or one site. */
export function withdrawalsOf(
  db: Database,
  scope: { memberId?: bigint; siteId?: number },
  page: number,
  pageSize: number,
  status?: WithdrawalStatus,
) {
  return withdrawals.withdrawalPage(db, scope, page, pageSize, status);
}

/** One withdrawal as the lists show it. */
export function withdrawalForList(db: Executor, id: bigint) {
  return withdrawals.withdrawalListRow(db, id);
}

/** The member of one of the site's withdrawals; null when the site has none of that id. */
export function withdrawalMember(db: Database, siteId: number, id: bigint) {
  return withdrawals.withdrawalMemberOnSite(db, siteId, id);
}

/** One proof image of a withdrawal of the site; null when there is none at that position. */
export function withdrawalProof(db: Database, siteId: number, withdrawalId: bigint, position: number) {
  return withdrawals.findProof(db, siteId, withdrawalId, position);
}
