import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import { connectDatabase, withDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDemoIfEmpty } from '../src/demo/seed.js';
import { adminQuery, startScratchPostgres } from '../test/scratch-postgres.js';

/**
 * A fresh, migrated database holding the demo sites: on the PostgreSQL at `serverUrl` when given (a
 * throw-away database there), else on a throw-away embedded server. `dispose` drops it all.
 */
export async function demoDatabase(
  name: string,
  serverUrl?: string,
): Promise<{ url: string; serverUrl: string; database: string; dispose(): Promise<void> }> {
  const postgres = await startScratchPostgres(serverUrl);
  try {
    const database = `${name}_${process.pid}_${Date.now()}`;
    const url = await postgres.createDatabase(database);
    const handle = connectDatabase(url, { max: 1 });
    try {
      await migrateDatabase(handle.db);
      await seedDemoIfEmpty(handle.db);
    } finally {
      await handle.close();
    }
    return { url, serverUrl: postgres.serverUrl, database, dispose: () => postgres.stop() };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}

/** Where the demo sites wait, seeded once, for each portal to clone its own database from. */
export interface DemoTemplate {
  /** Any database on the server: where clones are created and dropped. */
  serverUrl: string;
  /** The seeded database the clones copy (nothing may stay connected to it). */
  template: string;
}

export interface RunningPortal {
  /** http://localhost:<port>: the default merchant's site (other sites answer at <code>.test.localhost). */
  baseUrl: string;
  port: number;
  databaseUrl: string;
  /**
   * Moves the portal's clock forward (it runs at real speed from there): a journey that waits for what the
   * portal does at a time (a lottery draw) brings the time to it instead of waiting in real time.
   */
  advanceClock(ms: number): void;
  /** Runs one of the portal's scheduled jobs now (the reconciliation, say): what it changed, or null if locked. */
  runJob(name: string): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * The real portal on its own clone of the demo template, listening on a free port of 127.0.0.1 and serving
 * `webDist`: journeys that each start one never see each other's members, sites or texts.
 */
export async function startPortal(options: {
  webDist: string;
  from: DemoTemplate;
  merchant?: string;
  /** Settings beyond the test defaults (the game server's URL and secret, say). */
  config?: Partial<Config>;
  /**
   * A database a portal ran on before (another process, killed, say): this one starts on it instead of a clone,
   * and leaves it when closed.
   */
  databaseUrl?: string;
}): Promise<RunningPortal> {
  const name = `portal_e2e_${randomBytes(6).toString('hex')}`;
  if (!options.databaseUrl) {
    await adminQuery(options.from.serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${options.from.template}"`);
  }
  const databaseUrl = options.databaseUrl ?? withDatabase(options.from.serverUrl, name);
  const database = connectDatabase(databaseUrl);
  let aheadMs = 0;
  const app = await buildApp({
    config: testConfig({
      WEB_DIST: options.webDist,
      DEFAULT_MERCHANT: options.merchant ?? 'AUR',
      LOG_LEVEL: 'warn',
      ...options.config,
    }),
    database,
    clock: () => Date.now() + aheadMs,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://localhost:${port}`,
    port,
    databaseUrl,
    advanceClock(ms) {
      aheadMs += ms;
    },
    runJob: (name) => app.runJob(name),
    async close() {
      await app.close();
      await database.close();
      if (!options.databaseUrl) {
        await adminQuery(options.from.serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    },
  };
}
