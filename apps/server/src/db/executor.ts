import type pg from 'pg';
import type { Database } from './client.js';

/** A transaction handle or the database: repository functions run inside the caller's transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type ConnectionClient = Pick<pg.PoolClient, 'query'>;

/**
 * The pg connection under a Drizzle transaction (its session's client; Drizzle is pinned exactly), for
 * statements that bind whole arrays (unnest) or are prepared by name on the connection.
 */
export function connectionOf(tx: Executor): ConnectionClient {
  const client = (tx as unknown as { session?: { client?: ConnectionClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('a statement here needs a transaction connection');
  return client;
}
