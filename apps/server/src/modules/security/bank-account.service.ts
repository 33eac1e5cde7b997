import { type BankAccount, type BankAccountRequest, maxBankAccounts, type SecurityOverview } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { recordPayeeName } from '../identity/member-profile.service.js';
import { storedPaymentPassword } from '../identity/payment-password.service.js';
import * as repository from './bank-account.repository.js';

/** Only the last four digits are ever shown to the member. */
export function maskAccountNumber(number: string): string {
  return `****${number.slice(-4)}`;
}

export function bankAccountView(row: repository.BankAccountRow): BankAccount {
  return {
    id: String(row.id),
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    payeeName: row.payeeName,
    branch: row.branch,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Names compare as people write them: case, accents' composition and repeated spaces aside. */
export function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normal(a) === normal(b);
}

export async function securityOverview(db: Database, memberId: bigint): Promise<SecurityOverview> {
  const [paymentPassword, realName, accounts] = await Promise.all([
    storedPaymentPassword(db, memberId),
    repository.realNameOf(db, memberId),
    repository.activeBankAccounts(db, memberId),
  ]);
  return { paymentPasswordSet: paymentPassword !== null, realName, bankAccounts: accounts.map(bankAccountView) };
}

/**
 * Adds an account in one transaction with the member row locked, so the limit and the real name hold against
 * concurrent requests; the first account's payee name becomes the real name (identity writes it, in here).
 */
export async function addBankAccount(db: Database, memberId: bigint, body: BankAccountRequest): Promise<BankAccount> {
  const row = await db.transaction(async (tx) => {
    await repository.lockMember(tx, memberId);
    const realName = await repository.realNameOf(tx, memberId);
    if (realName !== null && !sameName(realName, body.payeeName)) {
      throw new AppError('PAYEE_NAME_MISMATCH', { field: 'payeeName' });
    }
    if ((await repository.activeBankAccounts(tx, memberId)).length >= maxBankAccounts) {
      throw new AppError('BANK_ACCOUNT_LIMIT', { field: 'accountNumber', params: { max: maxBankAccounts } });
    }
    if (realName === null) await recordPayeeName(tx, memberId, body.payeeName);
    return repository.insertBankAccount(tx, {
      memberId,
      bankName: body.bankName,
      accountNumber: body.accountNumber,
      payeeName: body.payeeName,
      branch: body.branch || null,
    });
  });
  if (!row) {
    throw new AppError('CONFLICT', { field: 'accountNumber', message: 'this account number is already added' });
  }
  return bankAccountView(row);
}

/** A member's bank account that withdrawals may still be paid to (not removed), or null. */
export function findActiveBankAccount(db: Executor, memberId: bigint, id: bigint) {
  return repository.findActiveBankAccount(db, memberId, id);
}

/** Removes a member's bank account (kept for the withdrawals that used it); false when none matched. */
export function removeBankAccount(db: Database, memberId: bigint, id: bigint): Promise<boolean> {
  return repository.removeBankAccount(db, memberId, id);
}
