import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from './scripts/slowest-files-reporter.js';

// One run for contract, server, web component and tooling (scripts/) tests; the browser journeys live in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/lottery', 'apps/server', 'apps/web', 'scripts'],
    reporters: ['default', new SlowestFilesReporter('unit')],
  },
});
