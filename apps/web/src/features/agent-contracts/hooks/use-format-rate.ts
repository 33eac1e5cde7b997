import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatRate } from '../model/rate';

/** Formats a rate in basis points as a percent in the interface's language; follows language changes. */
export function useFormatRate(): (rate: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'EN';
  return useCallback((rate) => formatRate(rate, language), [language]);
}
