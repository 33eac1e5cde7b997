import type { Language } from '@portal/contracts';

/**
 * Query keys of the VIP feature, under the member's token (a new session never sees the old one's); the
 * status also under the language its level names are asked in.
 */
export const vipKeys = {
  status: (token: string | null, language: Language) => ['member', token, 'vip', language] as const,
  rebate: (token: string | null) => ['member', token, 'rebate'] as const,
};
