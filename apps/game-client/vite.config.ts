import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The game client: one bundle the game server serves (its assets under /client/, the page at /play/<game>).
export default defineConfig({
  base: '/client/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
});
