import type { Language } from '@portal/contracts';

/**
 * Query keys of the promotions feature: the public list per language; the reward centre under the
 * member's token like every member query (a new session never sees the old one's).
 */
export const promotionKeys = {
  list: (language: Language) => ['promotions', 'list', language] as const,
  /** The reward centre in every language (what a change invalidates); `rewardsIn` is one language's. */
  rewards: (token: string | null) => ['member', token, 'rewards'] as const,
  rewardsIn: (token: string | null, language: Language) => [...promotionKeys.rewards(token), language] as const,
};

export { useApiLanguage } from '../../../lib/use-api-language';
