import { defineProject } from 'vitest/config';

/** Tests of the repository's own tools (the ownership map and its check that docs/ownership.md is current). */
export default defineProject({ test: { name: 'scripts', include: ['**/*.test.ts'], environment: 'node' } });
