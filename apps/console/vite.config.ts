import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The web build's plugins: unused contract schemas (and with them most of zod) drop out; Brotli and gzip copies.
import { precompress } from '../web/vite-precompress';
import { pureContracts } from '../web/vite-pure-contracts';

// The operator console (issue 25): a bundle of its own, served by the portal under /console/, never part of the
// member site's JavaScript.
export default defineConfig({
  base: '/console/',
  plugins: [react(), pureContracts(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
});
