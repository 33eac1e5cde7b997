import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'house-games', include: ['test/**/*.test.ts'], environment: 'node' } });
