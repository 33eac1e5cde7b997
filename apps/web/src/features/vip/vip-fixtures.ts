import { rebateSchema, vipPaths, vipStatusSchema } from '@portal/contracts';
import type { z } from 'zod';
import type { fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';

type Status = z.input<typeof vipStatusSchema>;
type Rebate = z.input<typeof rebateSchema>;
type Level = Status['levels'][number];

const rates = (base: number) => ({ RNG: base, LIVE: Math.round(base * 0.8), LOTT: Math.round(base * 0.5) });

/** Levels as the demo seeds them (₫ with two decimals here): thresholds rise, rates and birthday bonus too. */
export const vipLevels = (overrides: Partial<Level> = {}): Level[] => [
  {
    level: 0,
    name: 'Member',
    minDeposits: '0',
    minValidBet: '0',
    rebateRates: rates(30),
    birthdayBonus: '0',
    withdrawDailyCount: null,
  },
  {
    level: 1,
    name: 'Bronze',
    minDeposits: '10000',
    minValidBet: '100000',
    rebateRates: rates(40),
    birthdayBonus: '500',
    withdrawDailyCount: 5,
  },
  {
    level: 2,
    name: 'Silver',
    minDeposits: '100000',
    minValidBet: '1000000',
    rebateRates: rates(60),
    birthdayBonus: '2000',
    withdrawDailyCount: 8,
    ...overrides,
  },
];

/** My standing, checked against the contract so the tests cannot drift from it. */
export const vipStatus = (overrides: Partial<Status> = {}) =>
  vipStatusSchema.parse({
    level: 1,
    label: 'VIP1',
    deposits: '25000',
    validBet: '750000',
    levels: vipLevels(),
    ...overrides,
  });

export const rebate = (overrides: Partial<Rebate> = {}) =>
  rebateSchema.parse({
    since: '2025-01-02T03:04:05.000Z',
    level: 1,
    categories: [
      { category: 'RNG', validBet: '500000', rate: 40, amount: '2000' },
      { category: 'LIVE', validBet: '100000', rate: 32, amount: '320' },
    ],
    amount: '2320',
    ...overrides,
  });

export function serveVip(api: Awaited<ReturnType<typeof fakeApi>>, status = vipStatus()) {
  api.on('GET', vipPaths.status, () => ok(status));
}
