import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer.js';
import SlowestFilesReporter from './scripts/slowest-files-reporter.js';

// One run for contract, server, soak-sized server, web component and tooling (scripts/) tests; the browser
// journeys live in e2e/.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/lottery',
      'packages/house-games',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.soak.config.ts',
      'apps/web',
      'apps/game-server',
      'apps/game-client',
      'scripts',
    ],
    reporters: ['default', new SlowestFilesReporter('unit')],
    sequence: { sequencer: LongestFirstSequencer },
    // Vitest runs one file at a time on a 2-core machine (cores - 1). Server files spend most of their time
    // waiting on PostgreSQL or on a child process, so three at once keep both cores busy.
    maxWorkers: 3,
  },
});
