import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The CHECK that a status or kind column holds one of its values: built from the same list that types
 * the column (`text(name, { enum: values })`), so the database and the code cannot disagree.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} IN (${sql.raw(literals)})`;
}
