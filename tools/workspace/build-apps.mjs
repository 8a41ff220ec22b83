// Builds what `npm start` and `npm run start:cluster` serve, through Nx (its cache makes an unchanged app cost
// about a second, so a later start rebuilds only what changed).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/**
 * The apps a browser opens (shop, seller-profile, and any later one such as staff-console): every app folder with a
 * Vite build. The API and the journeys have none.
 */
export function webApps(appsFolder = join(root, 'apps')) {
  return readdirSync(appsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(appsFolder, entry.name, 'vite.config.ts')))
    .map((entry) => JSON.parse(readFileSync(join(appsFolder, entry.name, 'project.json'), 'utf8')).name)
    .sort();
}

/** Builds these Nx projects when they changed (`extra`: more projects, such as `api`, beside the web apps). */
export function buildApps(extra = []) {
  const apps = [...webApps(), ...extra];
  console.log(`Building the apps when they changed (${apps.join(', ')})…`);
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
