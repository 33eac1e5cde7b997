import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';

/**
 * One statement on a server's maintenance database, as an administrator would run it (create or drop a
 * database, refuse its connections, end its sessions), on a connection of its own so that it never waits
 * behind, or is ended with, the connections it acts on.
 */
export async function adminQuery(serverUrl: string, sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(sql, values);
  } finally {
    await admin.end();
  }
}

export interface ScratchPostgres {
  /** Connection string of the server's maintenance database. */
  serverUrl: string;
  /** Creates an empty database (or a clone of `template`) and returns its connection string. */
  createDatabase(name: string, template?: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  /** Drops what it created and stops the embedded server, if it started one. */
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server for tests, journeys and benchmarks: the one at `existingUrl` (from
 * TEST_DATABASE_URL or DATABASE_URL) or a throw-away embedded one in a temporary folder.
 */
export async function startScratchPostgres(existingUrl?: string): Promise<ScratchPostgres> {
  let serverUrl = existingUrl;
  let cleanup = async () => {};
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-pg-'));
    // mkdtemp makes the folder private; the postgres system user (when run as root) must enter it.
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), throwaway: true });
    serverUrl = embedded.url;
    cleanup = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const created = new Set<string>();
  const url = serverUrl;
  return {
    serverUrl: url,
    async createDatabase(name, template) {
      const from = template ? ` TEMPLATE ${admin.escapeIdentifier(template)}` : '';
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}${from}`);
      created.add(name);
      return withDatabase(url, name);
    },
    async dropDatabase(name) {
      await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
      created.delete(name);
    },
    async stop() {
      for (const name of created)
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
      await cleanup();
    },
  };
}
