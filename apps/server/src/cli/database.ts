import { loadConfig } from '../config.js';
import { assertReachable, resolveDatabase } from '../db/bootstrap.js';
import { connectDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

/**
 * Runs a command against DATABASE_URL or the embedded database, with this version's migrations
 * applied as a start would; a failure is printed and sets exit code 1.
 */
export async function withCommandDatabase(work: (db: Database) => Promise<void>): Promise<void> {
  const target = await resolveDatabase(loadConfig(), (message) => process.stderr.write(`${message}\n`));
  try {
    await assertReachable(target.url);
    const database = connectDatabase(target.url, { max: 2 });
    try {
      await migrateDatabase(database.db);
      await work(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await target.embedded?.stop();
  }
}
