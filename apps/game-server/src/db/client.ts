import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as bookSchema from './book-schema.js';
import * as gameSchema from './schema.js';

const schema = { ...gameSchema, ...bookSchema };

export type GameDatabase = NodePgDatabase<typeof schema>;

export interface GameDatabaseHandle {
  db: GameDatabase;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// bigint (int8) columns carry money: exact strings, never lossy numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/** A pool on the game server's own database; a lost connection is the pool's to replace, never a crash. */
export function connectGameDatabase(url: string, options: { max?: number } = {}): GameDatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => pool.emit('error', error, client));
  });
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}
