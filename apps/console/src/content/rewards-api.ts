import {
  type OperatorReward,
  type OperatorVipLevelFull,
  operatorRewardPaths,
  operatorVipPaths,
  type RewardCreateRequest,
  type RewardUpdateRequest,
  type VipLevelRequest,
} from '@portal/contracts';
import { call, withName } from '../api';

/** The content section's VIP levels and mall rewards (issue 25): the list query keys and the calls. */
export const vipLevelsKey = 'vip-levels-full';
export const rewardsKey = 'mall-rewards';

const levelPath = (level: number) => withName(operatorVipPaths.level, 'level', String(level));
const rewardPath = (path: string, id: string) => withName(path, 'id', id);

export const rewardsApi = {
  levels: () => call<OperatorVipLevelFull[]>('GET', operatorVipPaths.levels),
  addLevel: (body: VipLevelRequest) => call<OperatorVipLevelFull>('POST', operatorVipPaths.levels, body),
  saveLevel: (level: number, body: VipLevelRequest) => call<OperatorVipLevelFull>('PUT', levelPath(level), body),
  removeLevel: (level: number) => call<{ level: number }>('DELETE', levelPath(level)),
  rewards: () => call<OperatorReward[]>('GET', operatorRewardPaths.rewards),
  createReward: (body: RewardCreateRequest) => call<OperatorReward>('POST', operatorRewardPaths.rewards, body),
  saveReward: (id: string, body: RewardUpdateRequest) =>
    call<OperatorReward>('PUT', rewardPath(operatorRewardPaths.reward, id), body),
  restock: (id: string, quantity: number) =>
    call<OperatorReward>('POST', rewardPath(operatorRewardPaths.restock, id), { quantity }),
  retire: (id: string) => call<OperatorReward>('POST', rewardPath(operatorRewardPaths.retire, id)),
};
