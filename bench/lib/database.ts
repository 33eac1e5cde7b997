import { connectDatabase } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.js';
import { startScratchPostgres } from '../../apps/server/test/scratch-postgres.js';

/** A fresh, migrated and seeded database for one bench run: on DATABASE_URL's server, else embedded. */
export async function benchDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  const postgres = await startScratchPostgres(process.env.DATABASE_URL);
  const url = await postgres.createDatabase(`portal_bench_${Date.now()}`);
  const database = connectDatabase(url, { max: 1 });
  await migrateDatabase(database.db);
  await seedDemoIfEmpty(database.db);
  await database.close();
  return { url, dispose: () => postgres.stop() };
}
