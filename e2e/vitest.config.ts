import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from '../scripts/slowest-files-reporter.js';

// Browser journeys share one server and one browser build, so files run one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', new SlowestFilesReporter('e2e')],
  },
});
