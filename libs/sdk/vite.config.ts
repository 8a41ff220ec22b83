import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/** Builds the publishable package: ESM entries for the SDK and its testing helpers. */
export default defineConfig({
  root,
  build: {
    outDir: resolve(root, '../../dist/libs/sdk'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    minify: false,
    lib: {
      entry: { index: resolve(root, 'src/index.ts'), testing: resolve(root, 'testing/index.ts') },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => /^(@reduxjs\/toolkit|react|react-dom|react-redux|msw)(\/|$)/.test(id),
    },
  },
});
