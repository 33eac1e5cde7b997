import { defineConfig } from 'vitest/config';

// One run for contract, server and web component tests; the browser journeys live in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/lottery', 'apps/server', 'apps/web'],
  },
});
