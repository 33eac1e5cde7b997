import { TZDate } from '@date-fns/tz';
import type { ContractPeriod } from '@portal/contracts';
import { siteLocalDay, siteMidnight } from '../../db/site-days.js';

/** One settlement period: [start, end) as instants, and for day-based periods the site-local days it covers. */
export interface Period {
  start: Date;
  end: Date;
  /** The first and last site-local day (YYYY-MM-DD) of a day-based period; null for hours and 5 minutes. */
  days: { from: string; to: string } | null;
}

const minute = 60_000;

/** The first and the next-after-last midnight of the day-based period holding a site-local day. */
function dayBounds(period: 'D' | 'W' | 'H' | 'M', local: TZDate, timeZone: string): [TZDate, TZDate] {
  const [year, month, day] = [local.getFullYear(), local.getMonth(), local.getDate()];
  switch (period) {
    case 'D':
      return [siteMidnight(year, month, day, timeZone), siteMidnight(year, month, day + 1, timeZone)];
    case 'W': {
      // Weeks start on Monday (getDay: 0 is Sunday).
      const monday = day - ((local.getDay() + 6) % 7);
      return [siteMidnight(year, month, monday, timeZone), siteMidnight(year, month, monday + 7, timeZone)];
    }
    case 'H':
      return day < 16
        ? [siteMidnight(year, month, 1, timeZone), siteMidnight(year, month, 16, timeZone)]
        : [siteMidnight(year, month, 16, timeZone), siteMidnight(year, month + 1, 1, timeZone)];
    case 'M':
      return [siteMidnight(year, month, 1, timeZone), siteMidnight(year, month + 1, 1, timeZone)];
  }
}

/**
 * The period of a contract that holds an instant, in the site's time zone. Hours start on the
 * site-local hour (a clock change makes one longer or shorter); 5 minutes are the same everywhere,
 * since every time zone's offset is a multiple of 15 minutes.
 */
export function periodAt(period: ContractPeriod, at: Date, timeZone: string): Period {
  const local = new TZDate(at.getTime(), timeZone);
  if (period === 'MIN5') {
    const start = Math.floor(at.getTime() / (5 * minute)) * 5 * minute;
    return { start: new Date(start), end: new Date(start + 5 * minute), days: null };
  }
  if (period === 'HOUR') {
    const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), 0, 0, timeZone);
    const next = new TZDate(start.getTime() + 60 * minute, timeZone);
    const end = new TZDate(next.getFullYear(), next.getMonth(), next.getDate(), next.getHours(), 0, 0, timeZone);
    return { start: new Date(start.getTime()), end: new Date(end.getTime()), days: null };
  }
  const [first, after] = dayBounds(period, local, timeZone);
  const last = new TZDate(after.getTime() - 12 * 60 * minute, timeZone);
  return {
    start: new Date(first.getTime()),
    end: new Date(after.getTime()),
    days: { from: siteLocalDay(first, timeZone), to: siteLocalDay(last, timeZone) },
  };
}

/** The period right after one. */
export function periodAfter(period: ContractPeriod, current: Period, timeZone: string): Period {
  return periodAt(period, current.end, timeZone);
}
