import type { Language } from '@portal/contracts';
import { roundViewKeys } from '../../../lib/member/round-views';

/**
 * Query keys of the VIP feature, under the member's token (a new session never sees the old one's) and the
 * round views' prefixes (a settled round refreshes them); the status also under the language its level names
 * are asked in.
 */
export const vipKeys = {
  status: (token: string | null, language: Language) => [...roundViewKeys.vip(token), language] as const,
  rebate: roundViewKeys.rebate,
};
