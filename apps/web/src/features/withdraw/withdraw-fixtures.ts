import { memberPaths, type WithdrawalRecord, withdrawPaths } from '@portal/contracts';
import { fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { bankAccount } from '../../test/money-fixtures';

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The API of the withdraw page: security overview, rules, main balance ₫5,000.00 and a page of records. */
export async function withdrawApi({
  paymentPasswordSet = true,
  accounts = [bankAccount('12'), bankAccount('34', { bankName: 'ACB' })],
  usedToday = 1,
  records = [] as WithdrawalRecord[],
  demoMoney = '0',
} = {}) {
  const api = await fakeApi();
  api.on('GET', withdrawPaths.security, () =>
    ok({ paymentPasswordSet, realName: 'Nguyen Van A', bankAccounts: accounts }),
  );
  api.on('GET', withdrawPaths.rules, () =>
    ok({
      minAmount: '10000',
      maxAmount: '5000000',
      dailyCount: 3,
      usedToday,
      autoConfirmMinutes: 60,
      demoMoney,
      withdrawable: String(500000n > BigInt(demoMoney) ? 500000n - BigInt(demoMoney) : 0n),
    }),
  );
  api.on('GET', memberPaths.balance, () =>
    ok({
      currency: 'VND',
      total: '500000',
      wallets: [{ wallet: 'MAIN', name: 'Main', currency: 'VND', balance: '500000', pending: '0' }],
      partial: false,
    }),
  );
  api.on('GET', withdrawPaths.withdrawals, (request) =>
    ok({ items: records, page: Number(request.query.get('page')), pageSize: 20, total: records.length }),
  );
  return api;
}
