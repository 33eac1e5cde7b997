import { startScratchPostgres } from '@portal/server/scratch-postgres';
import { demoDatabase } from '@portal/server/testing';
import type { TestProject } from 'vitest/node';
import { connectGameDatabase } from '../src/db/client.js';
import { migrateGameDatabase } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gameServerUrl: string;
    gameTemplateDatabase: string;
    /** The portal's demo sites, migrated and seeded once, for the tests that play against a real portal. */
    portalTemplateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run, one migrated template of the game server's database and one of the portal's demo
 * sites; every test file clones its own databases from them.
 */
export default async function setup(project: TestProject) {
  const postgres = await startScratchPostgres(process.env.TEST_DATABASE_URL);
  const template = `game_template_${process.pid}_${Date.now()}`;
  const handle = connectGameDatabase(await postgres.createDatabase(template), { max: 1 });
  await migrateGameDatabase(handle.db);
  await handle.close();
  const portal = await demoDatabase('portal_template', postgres.serverUrl);
  project.provide('gameServerUrl', postgres.serverUrl);
  project.provide('gameTemplateDatabase', template);
  project.provide('portalTemplateDatabase', portal.database);
  return async () => {
    await portal.dispose();
    await postgres.stop();
  };
}
