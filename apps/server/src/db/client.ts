import { isDatabaseUnavailable } from '@portal/contracts/database-errors';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
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
  releaseBrokenTransactions(db, pool);
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

type SessionInternals = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: NodePgSession<typeof schema, never>['transaction'];
};

/**
 * Drizzle's pool transaction sends BEGIN before its try block and always releases the client as
 * healthy: a BEGIN on a connection the server just terminated leaks the client for good (the pool
 * drains to nothing after a few outages, and `pool.end()` never returns), and a broken one goes back
 * to the pool. This transaction begins inside the try, and destroys a client whose connection broke.
 */
function releaseBrokenTransactions(db: Database, pool: pg.Pool): void {
  const session = (db as unknown as { session: SessionInternals }).session;
  session.transaction = async (work, config?: PgTransactionConfig) => {
    // No caller asks for an isolation level; refuse one rather than drop it silently.
    if (config) throw new Error('transaction options are not supported here');
    const client = await pool.connect();
    const inner = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, inner, session.schema);
    let failure: unknown;
    try {
      await tx.execute(sql`begin`);
      const result = await work(tx as never);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      failure = error;
      // A dead connection cannot roll back; the server rolled back when it lost it.
      await tx.execute(sql`rollback`).catch(() => undefined);
      throw error;
    } finally {
      client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  };
}
