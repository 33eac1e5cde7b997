import type { Executor } from '../../db/executor.js';
import * as accounts from './ledger.repository.js';

// The ledger keeps every account: a module that needs one opened or closed asks here, in its transaction.

export type MainAccount = accounts.MainAccount;
export type MemberWallet = accounts.MemberWallet;

/** Opens a new member's main wallet account (identity, in the transaction that creates the member). */
export function openMainAccount(tx: Executor, account: MainAccount): Promise<void> {
  return accounts.insertMainAccount(tx, account);
}

/** The member's account for a wallet (a vendor's), opened on first use. */
export function walletAccountOf(db: Executor, wallet: MemberWallet): Promise<bigint> {
  return accounts.memberWalletAccount(db, wallet);
}

/**
 * Closes the accounts of members about to be removed (idle trials) that never moved money; answers the members
 * whose accounts are gone, the only ones the caller may remove.
 */
export function closeUnusedAccounts(tx: Executor, memberIds: bigint[]): Promise<bigint[]> {
  return accounts.deleteUnusedAccounts(tx, memberIds);
}
