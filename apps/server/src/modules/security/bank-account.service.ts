import { type BankAccount, type BankAccountRequest, maxBankAccounts, type SecurityOverview } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import * as repository from './bank-account.repository.js';
import { findPaymentPassword } from './payment-password.repository.js';

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
    findPaymentPassword(db, memberId),
    repository.realNameOf(db, memberId),
    repository.activeBankAccounts(db, memberId),
  ]);
  return { paymentPasswordSet: paymentPassword !== null, realName, bankAccounts: accounts.map(bankAccountView) };
}

export async function addBankAccount(db: Database, memberId: bigint, body: BankAccountRequest): Promise<BankAccount> {
  const row = await repository.insertBankAccount(
    db,
    {
      memberId,
      bankName: body.bankName,
      accountNumber: body.accountNumber,
      payeeName: body.payeeName,
      branch: body.branch || null,
    },
    (realName, count) => {
      if (realName !== null && !sameName(realName, body.payeeName)) {
        throw new AppError('PAYEE_NAME_MISMATCH', { field: 'payeeName' });
      }
      if (count >= maxBankAccounts) {
        throw new AppError('BANK_ACCOUNT_LIMIT', { field: 'accountNumber', params: { max: maxBankAccounts } });
      }
    },
  );
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
