import { defineProject } from 'vitest/config';

// Pure maths with no state between files: one worker imports the package once for all of them.
export default defineProject({
  test: { name: 'house-games', include: ['test/**/*.test.ts'], environment: 'node', isolate: false },
});
