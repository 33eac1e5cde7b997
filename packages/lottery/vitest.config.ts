import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'lottery', include: ['test/**/*.test.ts'], environment: 'node' } });
