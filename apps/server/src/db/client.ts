import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// bigint (int8) columns carry money: keep them exact as strings rather than lossy numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // A client that loses its server must never crash the process. An idle one reports to the pool
  // itself; a checked-out one (inside a transaction, between queries) would throw an unhandled
  // 'error' event, so every client forwards its errors to the pool. The query in flight fails on its
  // own (answered 503), the pool discards the broken client, and the next query connects anew.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => pool.emit('error', error, client));
  });
  const db = drizzle(pool, { schema }) as Database;
  return { db, pool, url, close: () => pool.end() };
}

/** Replaces the database name of a connection string. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Builds a statement once per database handle (a prepared query, say) and hands the same one back after. */
export function oncePerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
