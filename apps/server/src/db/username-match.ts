import { type SQL, sql } from 'drizzle-orm';

/** LIKE's own characters in a typed text, escaped: a search for "a_b" finds "a_b" only. */
const escapeLike = (text: string) => text.replaceAll(/[\\%_]/g, '\\$&');

/** A username column compared without case to a typed username: the whole of it, or its start. */
export function usernameMatches(column: SQL, text: string, match: 'prefix' | 'exact'): SQL {
  return match === 'exact'
    ? sql`lower(${column}) = lower(${text})`
    : sql`lower(${column}) LIKE lower(${`${escapeLike(text)}%`})`;
}
