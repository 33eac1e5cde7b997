import { type ContractKind, languageTags } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useSite } from '../../../lib/site';
import { formatDay, siteToday, validTimeZone } from '../../../lib/time';

/**
 * A settlement period [start, end) in the site's time zone: a dividend's or daily salary's site days
 * (one day, or its first and last), an hourly or real-time salary's clock times on its day.
 */
export function useFormatPeriod(kind: ContractKind): (start: string, end: string) => string {
  const { brand } = useSite();
  const { i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'EN';
  return useCallback(
    (start, end) => {
      const from = new Date(start);
      // The end is the next period's first instant: the period's last day is the day of the instant before it.
      const last = new Date(Date.parse(end) - 1);
      if (kind === 'dividend' || kind === 'daily') {
        const [first, final] = [siteToday(brand.timeZone, from), siteToday(brand.timeZone, last)];
        const firstText = formatDay(first, language);
        return first === final ? firstText : `${firstText} – ${formatDay(final, language)}`;
      }
      const time = new Intl.DateTimeFormat(languageTags[language], {
        timeZone: validTimeZone(brand.timeZone),
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      return `${formatDay(siteToday(brand.timeZone, from), language)} ${time.format(from)}–${time.format(new Date(end))}`;
    },
    [kind, brand.timeZone, language],
  );
}
