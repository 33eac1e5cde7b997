import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress';

/** The API server (apps/server) listens here in development; the browser only ever talks to its own origin. */
const apiOrigin = 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/provider', '/art', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keep scripts as files: the server applies `script-src 'self'`.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
