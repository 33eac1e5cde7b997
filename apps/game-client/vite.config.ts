import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The web build's plugin that lets unused contract schemas (and with them most of zod) drop out.
import { pureContracts } from '../web/vite-pure-contracts';

// The game client: one bundle the game server serves (its assets under /client/, the page at /play/<game>).
export default defineConfig({
  base: '/client/',
  plugins: [react(), pureContracts()],
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
});
