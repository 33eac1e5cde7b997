import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoDatabase } from '@portal/server/testing';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
    serverUrl: string;
    templateDatabase: string;
  }
}

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * The demo sites, migrated and seeded once into a template database on a real PostgreSQL; each journey file
 * then starts its own real server on its own clone (support/portal.ts), so files run in parallel.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with: apt-get install -y chromium chromium-headless-shell`,
    );
  }
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built. Run: npm run build');
  }
  const demo = await demoDatabase('portal_e2e_template', process.env.TEST_DATABASE_URL);
  project.provide('webDist', webDist);
  project.provide('serverUrl', demo.serverUrl);
  project.provide('templateDatabase', demo.database);
  return () => demo.dispose();
}
