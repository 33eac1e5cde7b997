import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { withDatabase } from './client.js';
import { type EmbeddedDatabase, embeddedUrl, startEmbeddedPostgres } from './embedded.js';
import { liveOwner } from './embedded-owner.js';

export interface DatabaseTarget {
  url: string;
  embedded: EmbeddedDatabase | null;
}

/** Where a connection string points, without its password, for messages. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** `DATABASE_URL` when set; otherwise an embedded PostgreSQL under `DATA_DIR` with a `portal` database. */
export async function resolveDatabase(config: Config, log: (message: string) => void): Promise<DatabaseTarget> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: null };
  const dataDir = path.join(config.DATA_DIR, 'postgres');
  // The portal is running on this data (npm start): use its server, never stop it under it.
  const owner = await liveOwner(dataDir);
  if (owner) {
    log(`Using the embedded PostgreSQL of the running portal (pid ${owner.pid}, port ${owner.port})`);
    return { url: withDatabase(embeddedUrl(owner.port), 'portal'), embedded: null };
  }
  log(`Starting embedded PostgreSQL (data in ${dataDir})`);
  const embedded = await startEmbeddedPostgres({ dataDir });
  if (embedded.stalePid) log(`Stopped a PostgreSQL (pid ${embedded.stalePid}) that an earlier start left running`);
  await ensureDatabase(embedded.url, 'portal');
  return { url: withDatabase(embedded.url, 'portal'), embedded };
}

/** Fails fast with the reason when the database cannot be reached, instead of hanging. */
export async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`Cannot reach PostgreSQL at ${describeUrl(url)}: ${reason}`);
  } finally {
    await client.end().catch(() => {});
  }
}
