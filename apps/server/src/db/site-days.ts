import { sql } from 'drizzle-orm';

/**
 * The instants that bound a range of calendar days in a site's time zone: the start of the first day,
 * and the start of the day after the last (records are read `>= start AND < after`).
 */
export const siteDayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
export const siteDayAfter = (day: string, timeZone: string) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
