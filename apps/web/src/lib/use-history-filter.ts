import { presetRange, type RangeChoice } from './date-range';
import { useSite } from './site';
import { siteToday } from './time';
import { usePagedFilter } from './use-paged-filter';

/**
 * The filter of a history page: a date range that opens on the last 7 site days, any other fields
 * the page adds, and the page number (back to 1 whenever the filter changes).
 */
export function useHistoryFilter<E extends object>(extra: E) {
  const { brand } = useSite();
  return usePagedFilter<RangeChoice & E>(() => ({ ...presetRange('last7', siteToday(brand.timeZone)), ...extra }));
}
