import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDemoIfEmpty } from '../src/demo/seed.js';
import { startScratchPostgres } from '../test/scratch-postgres.js';

/**
 * A fresh, migrated database holding the demo sites: on the PostgreSQL at `serverUrl` when given (a
 * throw-away database there), else on a throw-away embedded server. `dispose` drops it all.
 */
export async function demoDatabase(
  name: string,
  serverUrl?: string,
): Promise<{ url: string; dispose(): Promise<void> }> {
  const postgres = await startScratchPostgres(serverUrl);
  try {
    const url = await postgres.createDatabase(`${name}_${process.pid}_${Date.now()}`);
    const database = connectDatabase(url, { max: 1 });
    try {
      await migrateDatabase(database.db);
      await seedDemoIfEmpty(database.db);
    } finally {
      await database.close();
    }
    return { url, dispose: () => postgres.stop() };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}

export interface RunningPortal {
  /** http://localhost:<port>: the default merchant's site (other sites answer at <code>.test.localhost). */
  baseUrl: string;
  port: number;
  databaseUrl: string;
  close(): Promise<void>;
}

/** The real portal on a fresh demo database, listening on a free port of 127.0.0.1 and serving `webDist`. */
export async function startPortal(options: {
  webDist: string;
  serverUrl?: string;
  merchant?: string;
}): Promise<RunningPortal> {
  const demo = await demoDatabase('portal_e2e', options.serverUrl);
  const database = connectDatabase(demo.url);
  const app = await buildApp({
    config: testConfig({ WEB_DIST: options.webDist, DEFAULT_MERCHANT: options.merchant ?? 'AUR', LOG_LEVEL: 'warn' }),
    database,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://localhost:${port}`,
    port,
    databaseUrl: demo.url,
    async close() {
      await app.close();
      await database.close();
      await demo.dispose();
    },
  };
}
