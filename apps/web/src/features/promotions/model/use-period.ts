import { useSite } from '../../../lib/site';
import { formatDay, siteToday } from '../../../lib/time';
import { useApiLanguage } from '../api/keys';

/** Whether a promotion has not begun yet (SPEC §4 "coming soon"). */
export const isComing = (startsAt: string, now = Date.now()) => Date.parse(startsAt) > now;

/** A day of the site's calendar written the member's language's way (15/01/2025, 2025/01/15…). */
export function useFormatDate(): (iso: string) => string {
  const { brand } = useSite();
  const language = useApiLanguage();
  return (iso) => formatDay(siteToday(brand.timeZone, new Date(iso)), language);
}
