import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle, withDatabase } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { adminQuery } from './scratch-postgres.js';

/** The rows a statement reads, for checks on a migration's effect. */
export const rowsOf = async <T>(database: DatabaseHandle, text: string) =>
  (await database.pool.query(text)).rows as T[];

/**
 * A fresh database migrated up to, not including, migration `index`, and no SQL function files applied: a
 * database as it stood before that migration, for a test to fill under the old rules and then migrate. `close`
 * drops it and the copied migrations.
 */
export async function databaseBeforeMigration(index: number): Promise<DatabaseHandle> {
  const name = `portal_before_${index}_${randomBytes(6).toString('hex')}`;
  const folder = await mkdtemp(path.join(tmpdir(), `portal-before-${index}-`));
  await adminQuery(inject('serverUrl'), `CREATE DATABASE "${name}"`);
  const database = connectDatabase(withDatabase(inject('serverUrl'), name), { max: 2 });
  const close = async () => {
    await database.close();
    await adminQuery(inject('serverUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < index);
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    await migrate(database.db, { migrationsFolder: folder });
  } catch (error) {
    await close();
    throw error;
  }
  return { ...database, close };
}
