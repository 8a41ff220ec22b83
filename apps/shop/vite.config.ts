import { resolve } from 'node:path';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstRequestsScript } from './build/first-requests-script';
import { firstScreenPreload } from './build/first-screen-preload';
import { launchShellHtml } from './build/launch-shell-html';

const root = import.meta.dirname;

export default defineConfig({
  root,
  // Hash routing: the built files work from any path.
  base: './',
  plugins: [
    react(),
    nxViteTsPaths(),
    launchShellHtml(),
    firstScreenPreload(['src/app/shell/shell.tsx']),
    firstRequestsScript(resolve(root, 'src/launch/first-requests-script.ts'), {
      home: 'libs/feature-catalogue/src/home/index.ts',
      catalogue: 'libs/feature-catalogue/src/index.ts',
      product: 'libs/feature-catalogue/src/product-detail/index.ts',
      search: 'libs/feature-catalogue/src/search/index.ts',
      account: 'libs/feature-account/src/index.ts',
      content: 'libs/feature-content/src/index.ts',
      orders: 'libs/feature-orders/src/index.ts',
      cart: 'libs/feature-cart/src/index.ts',
      purchase: 'libs/feature-cart/src/purchase/index.ts',
    }),
  ],
  server: { port: 4200, proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
  build: {
    outDir: resolve(root, '../../dist/apps/shop'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // Lets `npm run bench:web` follow what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The kit's components (and the money formats) as two lazy chunks rather than one chunk and one
          // stylesheet per component: a phone's first screen otherwise queues some twenty small requests on
          // its few connections. `kit` holds what the home, list and search pages and the frame show; `kit-forms`
          // the components only deeper pages use (the product gallery, forms, steps, timelines), which the home
          // does not download. Only the kit's own modules: its dependencies stay where they are, in the initial
          // chunks. The toaster and the page's base stylesheet stay with the entry that imports them: in the kit
          // chunk they would make the entry import the kit, which needs modules the entry has not run yet.
          groups: [
            {
              name: 'kit-forms',
              test: /libs[\\/]ui[\\/]src[\\/](gallery|number-box|upload-widget|timeline|steps|tabs|confirm-dialog|rating-breakdown|read-more|send-code-button|text-area|text-field)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'kit',
              test: /libs[\\/](ui|money)[\\/]src[\\/](?!toast[\\/]toaster\.ts|base\.css)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
