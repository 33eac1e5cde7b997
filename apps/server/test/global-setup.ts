import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, withDatabase } from '../src/db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';

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
  let embedded: EmbeddedDatabase | null = null;
  let dataDir: string | null = null;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-pg-'));
    // mkdtemp makes the folder private; the postgres system user (when run as root) must enter it.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
    serverUrl = embedded.url;
  }
  const templateDatabase = `portal_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(templateDatabase)}`);
  const template = connectDatabase(withDatabase(serverUrl, templateDatabase), { max: 1 });
  await migrateDatabase(template.db);
  await template.close();

  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(templateDatabase)} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
