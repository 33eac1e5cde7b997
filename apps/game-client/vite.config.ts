import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// The web build's plugins: unused contract schemas (and with them most of zod) drop out; Brotli and gzip copies.
import { precompress } from '../web/vite-precompress';
import { pureContracts } from '../web/vite-pure-contracts';

// The game client: one bundle the game server serves (its assets under /client/, the page at /play/<game>).
export default defineConfig({
  base: '/client/',
  plugins: [react(), pureContracts(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
  // Its pure logic (the slip's sums, odds, the replay's timeline, the seed check) runs in Node with the unit tests.
  test: { name: 'game-client', include: ['src/**/*.test.ts'], environment: 'node' },
});
