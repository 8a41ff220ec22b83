import { resolve } from 'node:path';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  // Hash routing: the built files work from any path.
  base: './',
  plugins: [react(), nxViteTsPaths()],
  server: { port: 4400, proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
  build: {
    outDir: resolve(root, '../../dist/apps/staff-console'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // Lets `npm run bench:web` follow what the app loads first.
    manifest: true,
  },
});
