import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { useSite } from './site';
import { formatSiteTime } from './time';

/** Writes an instant from the API (ISO 8601) in the site's time zone, the member's language's way. */
export function useFormatSiteTime(): (iso: string) => string {
  const { brand } = useSite();
  // Subscribing re-renders the caller when the language changes.
  const { i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'EN';
  return useCallback((iso) => formatSiteTime(new Date(iso), brand.timeZone, language), [brand.timeZone, language]);
}
