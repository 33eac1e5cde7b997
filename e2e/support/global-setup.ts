import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '@portal/server/testing';
import type { TestProject } from 'vitest/node';
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
  const portal = await startPortal({ webDist, serverUrl: process.env.TEST_DATABASE_URL, merchant: 'AUR' });
  const { baseUrl, port, databaseUrl } = portal;

  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  project.provide('databaseUrl', databaseUrl);

  return () => portal.close();
}
