import { pointRedemptionSchema, pointRewardSchema } from '@portal/contracts';
import type { z } from 'zod';
import type { fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { pointBalancePath, pointConfigPath } from './api/get-points';
import { redemptionsPath } from './api/get-redemptions';
import { pointRewardsPath } from './api/get-rewards';

type Redemption = z.input<typeof pointRedemptionSchema>;
type Reward = z.input<typeof pointRewardSchema>;

/** Rewards and redemptions as the API answers them, checked against the contracts. */
export const pointReward = (id: string, overrides: Partial<Reward> = {}) =>
  pointRewardSchema.parse({ id, name: `Reward ${id}`, requiredPoints: 500, quantity: 20, unit: 'pcs', ...overrides });

export const redemption = (id: string, overrides: Partial<Redemption> = {}) =>
  pointRedemptionSchema.parse({
    id,
    type: 'reward',
    name: 'Branded mug',
    quantity: 2,
    requiredPoints: 1000,
    amount: null,
    status: 'in_process',
    time: '2025-01-02T03:04:05.000Z',
    remark: null,
    unit: 'pcs',
    pointRatio: '1',
    redeemedQuantity: 2,
    receivingAddress: '1 Main Street, Hanoi',
    paidAccount: null,
    paidAmount: null,
    ...overrides,
  });

export interface MallState {
  points: number;
  spent: number;
  /** Minor units of valid bet the next point still needs. */
  toNextPoint?: string;
  rewards: Reward[];
  redemptions: Redemption[];
}

/** Serves the mall's four reading relays from `state`, which a test's handlers may change. */
export function serveMall(api: Awaited<ReturnType<typeof fakeApi>>, state: MallState) {
  const balance = () => ({
    points: state.points,
    earned: state.points + state.spent,
    spent: state.spent,
    toNextPoint: state.toNextPoint ?? '100',
  });
  api.on('GET', pointBalancePath, () => ok(balance()));
  api.on('GET', pointConfigPath, () => ok({ earnEvery: '100', pointValue: '1', minConvert: 100 }));
  api.on('GET', pointRewardsPath, () => ok(state.rewards));
  api.on('GET', redemptionsPath, () => ok(state.redemptions));
  return balance;
}

export const mallState = (overrides: Partial<MallState> = {}): MallState => ({
  points: 2400,
  spent: 600,
  rewards: [
    pointReward('1', { name: 'Branded mug' }),
    pointReward('2', { name: 'Smartwatch', requiredPoints: 60000, quantity: 5 }),
    pointReward('3', { name: 'Cap', requiredPoints: 300, quantity: 0 }),
  ],
  redemptions: [],
  ...overrides,
});
