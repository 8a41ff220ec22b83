// `npm start`: builds the storefront when its build is missing, then runs the server (which migrates and,
// on first start, seeds the embedded database).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
if (!existsSync(resolve(root, 'dist/apps/shop/index.html'))) {
  console.log('Building the storefront (first start only)…');
  // The nx CLI as its package declares it (where it sits inside the package differs between versions).
  const nxPackage = createRequire(import.meta.url).resolve('nx/package.json');
  const nxCli = join(dirname(nxPackage), JSON.parse(readFileSync(nxPackage, 'utf8')).bin.nx);
  execFileSync(process.execPath, [nxCli, 'run', 'shop:build', '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
