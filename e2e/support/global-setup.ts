import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../apps/server/src/app.js';
import { testConfig } from '../../apps/server/src/config.js';
import { connectDatabase } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.js';
import { startScratchPostgres } from '../../apps/server/test/scratch-postgres.js';
import { chromiumPath } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    databaseUrl: string;
  }
}

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** The real server with the demo sites on a fresh real database, serving the built web app. */
export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it with: apt-get install -y chromium`);
  }
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built. Run: npm run build -w apps/web');
  }
  const postgres = await startScratchPostgres(process.env.TEST_DATABASE_URL);
  const databaseUrl = await postgres.createDatabase(`portal_e2e_${process.pid}_${Date.now()}`);
  const database = connectDatabase(databaseUrl);
  await migrateDatabase(database.db);
  await seedDemoIfEmpty(database.db);
  const app = await buildApp({
    config: testConfig({ WEB_DIST: webDist, DEFAULT_MERCHANT: 'AUR', LOG_LEVEL: 'warn' }),
    database,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('port', port);
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    await app.close();
    await database.close();
    await postgres.stop();
  };
}
