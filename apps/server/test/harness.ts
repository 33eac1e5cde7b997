import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import { connectDatabase, type DatabaseHandle, withDatabase } from '../src/db/client.js';
import { adminQuery } from './scratch-postgres.js';

/** A fresh database cloned from the migrated template, dropped again by `close`. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  await adminQuery(inject('serverUrl'), `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const handle = connectDatabase(withDatabase(inject('serverUrl'), name), { max: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(inject('serverUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The app's clock (the one the test handed it, else the system's): codes a test computes are of its time. */
  now: () => number;
  close(): Promise<void>;
}

/** The real app on its own real database; only configuration differs from production. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  dependencies: Omit<AppDependencies, 'config' | 'database'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig({ WEB_DIST: '/nonexistent', CONSOLE_DIST: '/nonexistent', ...overrides });
  const app = await buildApp({ config, database, ...dependencies });
  await app.ready();
  return {
    app,
    database,
    config,
    now: dependencies.clock ?? Date.now,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another instance of the same app on the same database, with its own pool and the same configuration:
 * a second server behind a load balancer. Close it before the first.
 */
export async function createSecondInstance(
  first: TestContext,
  dependencies: Omit<AppDependencies, 'config' | 'database'> = {},
): Promise<Omit<TestContext, 'config'>> {
  const database = connectDatabase(first.database.url, { max: 5 });
  const app = await buildApp({ config: first.config, database, ...dependencies });
  await app.ready();
  return {
    app,
    database,
    now: dependencies.clock ?? Date.now,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
