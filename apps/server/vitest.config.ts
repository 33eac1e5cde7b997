import { defineProject } from 'vitest/config';

/** Soak-sized files (`*.soak.test.ts`): a reduced size in `npm test`, the full one with SOAK=full (test/soak.ts). */
export const soakFiles = 'test/**/*.soak.test.ts';

/** A project of the server's tests: each starts its own PostgreSQL and migrates the template its files clone. */
export function serverProject(name: string, include: string[], exclude: string[] = [], isolate = true) {
  return defineProject({
    test: {
      name,
      include,
      exclude: ['**/node_modules/**', ...exclude],
      environment: 'node',
      isolate,
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });
}

// Not isolated: a worker imports the server's ~800 modules once instead of once per file (each file still has
// its own database and app; the server keeps no state in its modules that outlives an app).
export default serverProject('server', ['test/**/*.test.ts', 'src/**/*.test.ts'], [soakFiles], false);
