import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from '../scripts/slowest-files-reporter.js';

// Each journey file starts its own portal on its own clone of the seeded demo template (support/portal.ts), so
// files share nothing and two run at once: most of a journey is the browser and the server waiting on each other.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/portal-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Not isolated: a worker imports the server and Playwright once, not once per file. Each file still
    // starts its own portal (support/portal-setup.ts); support modules keep state per portal, never per worker.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's own default is one second, shorter than a sign-in's first balance on a busy two-core machine (the
    // wallet journey failed so in CI); Playwright's own waits take 30 s.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', new SlowestFilesReporter('e2e')],
  },
});
