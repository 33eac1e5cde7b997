import type { Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

/**
 * Query keys of the promotions feature: the public list per language; the reward centre under the
 * member's token like every member query (a new session never sees the old one's).
 */
export const promotionKeys = {
  list: (language: Language) => ['promotions', 'list', language] as const,
  rewards: (token: string | null) => ['member', token, 'rewards'] as const,
};

/** The language the API answers texts in; subscribing re-keys the queries when the member changes it. */
export function useApiLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language ? currentLanguage() : 'EN';
}
