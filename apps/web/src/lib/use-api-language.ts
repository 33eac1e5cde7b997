import type { Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/** The language the API answers texts in; subscribing re-keys the queries when the member changes it. */
export function useApiLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language ? currentLanguage() : 'EN';
}
