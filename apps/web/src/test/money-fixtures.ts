import type { BankAccount, WithdrawalRecord } from '@portal/contracts';

/** Records of the security centre and withdraw pages, typed by the contracts so tests cannot drift from them. */
export const bankAccount = (id: string, overrides: Partial<BankAccount> = {}): BankAccount => ({
  id,
  bankName: 'Vietcombank',
  accountNumberMasked: `****${id.padStart(4, '0')}`,
  payeeName: 'Nguyen Van A',
  branch: null,
  createdAt: '2025-01-02T03:04:05.000Z',
  ...overrides,
});

export const withdrawal = (id: string, overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id,
  amount: '150000',
  bankName: 'Vietcombank',
  accountNumberMasked: '****0012',
  status: 'pending',
  rejectReason: null,
  createdAt: '2025-03-01T02:00:00.000Z',
  paidAt: null,
  confirmDeadline: null,
  confirmation: null,
  receivedAmount: null,
  remark: null,
  proofCount: 0,
  ...overrides,
});
