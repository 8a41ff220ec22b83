// `npm start`: builds every web app the server serves (Nx's cache makes an unchanged app cost about a second),
// then runs the server, which migrates and, on first start, seeds the embedded database.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * The apps a browser opens (shop, seller-profile, and any later one such as staff-console): every app folder with a
 * Vite build. The API and the journeys have none.
 */
function webApps(appsFolder = join(root, 'apps')) {
  return readdirSync(appsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(appsFolder, entry.name, 'vite.config.ts')))
    .map((entry) => JSON.parse(readFileSync(join(appsFolder, entry.name, 'project.json'), 'utf8')).name)
    .sort();
}

function buildWebApps() {
  const apps = webApps();
  console.log(`Building the web apps when they changed (${apps.join(', ')})…`);
  // The nx CLI as its package declares it (where it sits inside the package differs between versions).
  const nxPackage = createRequire(import.meta.url).resolve('nx/package.json');
  const nxCli = join(dirname(nxPackage), JSON.parse(readFileSync(nxPackage, 'utf8')).bin.nx);
  execFileSync(
    process.execPath,
    [nxCli, 'run-many', '-t', 'build', '-p', apps.join(','), '--output-style=static'],
    {
      cwd: root,
      stdio: 'inherit',
      // The cache is what makes a second start quick: a caller's "skip the cache" is for proving builds, not this.
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_SKIP_NX_CACHE: 'false' },
    },
  );
}

buildWebApps();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
