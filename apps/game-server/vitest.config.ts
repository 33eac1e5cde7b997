import { defineProject } from 'vitest/config';

// The game server's own tests: each file clones a database migrated once with the game server's migrations,
// on a PostgreSQL of its own (or TEST_DATABASE_URL's).
export default defineProject({
  test: {
    name: 'game-server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
