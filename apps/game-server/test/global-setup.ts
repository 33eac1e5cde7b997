import { startScratchPostgres } from '@portal/server/scratch-postgres';
import type { TestProject } from 'vitest/node';
import { connectGameDatabase } from '../src/db/client.js';
import { migrateGameDatabase } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gameServerUrl: string;
    gameTemplateDatabase: string;
  }
}

/** One PostgreSQL for the run and one migrated template; every test file clones its own database from it. */
export default async function setup(project: TestProject) {
  const postgres = await startScratchPostgres(process.env.TEST_DATABASE_URL);
  const template = `game_template_${process.pid}_${Date.now()}`;
  const handle = connectGameDatabase(await postgres.createDatabase(template), { max: 1 });
  await migrateGameDatabase(handle.db);
  await handle.close();
  project.provide('gameServerUrl', postgres.serverUrl);
  project.provide('gameTemplateDatabase', template);
  return () => postgres.stop();
}
