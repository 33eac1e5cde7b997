import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { startScratchPostgres } from './scratch-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (any database on it) where test files create their own databases. */
    serverUrl: string;
    /** A migrated, empty database each test file clones. */
    templateDatabase: string;
  }
}

/**
 * Starts one real PostgreSQL for the whole run (or uses TEST_DATABASE_URL) and migrates a template
 * database once; every test file then clones its own database from it, so files run in parallel
 * and never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const postgres = await startScratchPostgres(process.env.TEST_DATABASE_URL);
  const templateDatabase = `portal_template_${process.pid}_${Date.now()}`;
  const template = connectDatabase(await postgres.createDatabase(templateDatabase), { max: 1 });
  await migrateDatabase(template.db);
  await template.close();

  project.provide('serverUrl', postgres.serverUrl);
  project.provide('templateDatabase', templateDatabase);
  return () => postgres.stop();
}
