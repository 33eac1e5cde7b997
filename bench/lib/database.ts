import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, withDatabase } from '../../apps/server/src/db/client.js';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.js';

/** A fresh, migrated and seeded database for one bench run: on DATABASE_URL's server, else embedded. */
export async function benchDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  let serverUrl = process.env.DATABASE_URL;
  let dataDir: string | null = null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-pg-'));
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const name = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = withDatabase(serverUrl, name);
  const database = connectDatabase(url, { max: 1 });
  await migrateDatabase(database.db);
  await seedDemoIfEmpty(database.db);
  await database.close();
  return {
    url,
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      await stopEmbedded?.();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
