import type { Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

/** The interface language as the API spells it; subscribing re-renders (and re-keys queries) on a change. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language ? currentLanguage() : 'EN';
}
