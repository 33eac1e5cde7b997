import { TZDate } from '@date-fns/tz';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one home of a site's calendar days (issue 23 §3): which site-local day an instant falls on, and the
 * instants that bound a range of days (records are read `>= start AND < after`), in SQL for the queries and
 * in TypeScript for the services. A day is YYYY-MM-DD; a time zone is the site's IANA name. Each SQL form
 * takes a value or an SQL expression (a column, a subquery of the site's zone).
 */
type SqlValue = string | SQL;

/** The start of a site-local day, as an instant. */
export const siteDayStart = (day: SqlValue, timeZone: SqlValue) =>
  sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
/** The start of the day after a site-local day, as an instant. */
export const siteDayAfter = (day: SqlValue, timeZone: SqlValue) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
/** The site-local day (a date) an instant falls on. */
export const siteDayOfInstant = (instant: SQL, timeZone: SqlValue) =>
  sql`((${instant} AT TIME ZONE ${timeZone})::date)`;
/** The start of today in a site's time zone, as an instant. */
export const siteTodayStart = (timeZone: SqlValue) => siteDayStart(siteDayOfInstant(sql`now()`, timeZone), timeZone);

const pad = (value: number) => String(value).padStart(2, '0');

/** The site-local day of an instant (epoch ms or a Date), YYYY-MM-DD. */
export function siteLocalDay(at: number | Date, timeZone: string): string {
  const local = new TZDate(typeof at === 'number' ? at : at.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The site-local midnight that starts (year, month from 0, day); the calendar overflows as dates do. */
export const siteMidnight = (year: number, month: number, day: number, timeZone: string) =>
  new TZDate(year, month, day, 0, 0, 0, timeZone);

/** The instants that start a site-local day (YYYY-MM-DD) and the day after it. */
export function siteDayBounds(day: string, timeZone: string): { start: Date; after: Date } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return {
    start: new Date(siteMidnight(year, month - 1, date, timeZone).getTime()),
    after: new Date(siteMidnight(year, month - 1, date + 1, timeZone).getTime()),
  };
}
