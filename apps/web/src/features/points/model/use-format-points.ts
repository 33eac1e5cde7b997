import { languageTags } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/number-format';

/** A number of points with the language's separators and unit: 15000 → "15,000 pts" in EN. */
export function useFormatPoints(): (count: number) => string {
  const { t } = useTranslation();
  return (count) => t('points.count', { points: numberFormat(languageTags[currentLanguage()]).format(count) });
}
