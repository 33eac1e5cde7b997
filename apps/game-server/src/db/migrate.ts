import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { GameDatabase } from './client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, 'migrations');
const functionsFolder = path.join(here, 'functions');

/** One applier of the functions at a time per database. */
const functionsLock = 7340021;

/**
 * Applies the game server's committed migrations (its own, in its own database), then its SQL functions; safe at
 * every start. Each `functions/<name>.sql` is the one definition of its function (`CREATE OR REPLACE`, never restated
 * in a migration, which owns the tables): all are applied in one transaction under an advisory lock, so two servers
 * starting together do not collide and a file that fails leaves every function as it was.
 */
export async function migrateGameDatabase(db: GameDatabase): Promise<void> {
  await migrate(db, { migrationsFolder });
  const files = (await readdir(functionsFolder)).filter((file) => file.endsWith('.sql')).sort();
  const texts = await Promise.all(files.map((file) => readFile(path.join(functionsFolder, file), 'utf8')));
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${functionsLock})`);
    for (const text of texts) await tx.execute(sql.raw(text));
  });
}
