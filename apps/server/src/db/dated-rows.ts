import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor.js';

/** A raw statement's rows, its timestamp columns (they arrive as text) turned into dates. */
export async function datedRows<T>(db: Executor, query: SQL, timestamps: readonly string[]): Promise<T[]> {
  const rows = (await db.execute(query)).rows as Record<string, unknown>[];
  for (const row of rows) {
    for (const key of timestamps) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  }
  return rows as T[];
}

/** A raw statement's rows as they come (numbers and text; no timestamp columns to turn into dates). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}
