import type { Language } from '@portal/contracts';

/**
 * Query keys of the promotions feature: the public list per language; the reward centre under the
 * member's token like every member query (a new session never sees the old one's).
 */
export const promotionKeys = {
  list: (language: Language) => ['promotions', 'list', language] as const,
  rewards: (token: string | null) => ['member', token, 'rewards'] as const,
};

export { useApiLanguage } from '../../../lib/use-api-language';
