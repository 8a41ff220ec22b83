// `nx run api:build` (`node apps/api/build.mjs [output folder]`): bundles the server's TypeScript (and the workspace libraries it imports) into
// dist/apps/api/{main,ops,seed}.js, leaving npm packages as runtime imports from node_modules, and copies the SQL
// migrations and assets beside them, so production runs `node dist/apps/api/main.js` without tsx.
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');
const api = join(root, 'apps/api');
const outputFolder = resolve(process.argv[2] ?? join(root, 'dist/apps/api'));

/** npm packages stay imports (native modules and WebAssembly load from their own folders); `@mall/*` is bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mall/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outputFolder, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: join(api, 'src/main.ts'),
    ops: join(api, 'src/ops/cli.ts'),
    seed: join(api, 'src/seed/cli.ts'),
  },
  outdir: outputFolder,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  tsconfig: join(api, 'tsconfig.json'),
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
cpSync(join(root, 'libs/server/database/migrations'), join(outputFolder, 'migrations'), { recursive: true });
cpSync(join(api, 'assets'), join(outputFolder, 'assets'), { recursive: true });
