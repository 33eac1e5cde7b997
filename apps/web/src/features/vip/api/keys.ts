import { roundViewKeys } from '../../../lib/member/round-views';

/** Query keys of the VIP feature, under the member's token (a new session never sees the old one's). */
export const vipKeys = {
  status: roundViewKeys.vip,
  rebate: roundViewKeys.rebate,
};
