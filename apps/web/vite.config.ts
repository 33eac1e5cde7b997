import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress';
import { pureContracts } from './vite-pure-contracts';

/** The API server (apps/server) listens here in development; the browser only ever talks to its own origin. */
const apiOrigin = 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/lotto', '/art', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react(), pureContracts(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keep scripts as files: the server applies `script-src 'self'`.
    modulePreload: { polyfill: false },
    // Read by the server (platform/page-assets.ts) to have the home page's code and the schemas fetched with the page.
    manifest: true,
    // Fewer, larger chunks on the first load: a phone on a slow link pays a round trip per file more
    // than it pays for bytes (the home page fetched about 35 script files before its first render, now 9). What the
    // page loads at once is one chunk; the lobby's shared parts (cards, lanes, banners, the UI kit, the
    // icons) that several pages use are one more, rather than a score of 1-2 KB files. zod and the shared
    // contract schemas are one more again, outside the first load (lib/shell-schemas.ts, issue 23): the
    // server has it fetched beside the page's script, and it would otherwise come as a dozen small files.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: 'lobby',
              test: /src[\\/](components[\\/]ui|features[\\/](games|content)|app[\\/]home|lib)[\\/]|lucide-react/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // ws: the chat room's socket (/wps/chat/socket) goes through the same proxy as the API.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false, ws: true }])),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Not isolated: a worker loads React, the router, i18n and the app's modules once, not once per file
    // (a third of the CPU time); src/test/setup.ts puts the modules' page-long state back after each test.
    isolate: false,
    unstubGlobals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A file's first test loads its lazy pages; on a busy 2-core machine with parallel workers that alone
    // has taken over 5 s, so a timeout here would say "slow machine", not "broken page".
    testTimeout: 20_000,
  },
});
