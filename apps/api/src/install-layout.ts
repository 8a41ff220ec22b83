import { join, resolve } from 'node:path';
import { sourceMigrationsFolder } from '@mall/server-database';

/**
 * The server runs from its sources (`apps/api/src/*.ts` under tsx) or from its build (one `dist/apps/api/main.js`
 * with the migrations and assets copied beside it). Everything that finds files on disk asks here, so the two
 * layouts are described in one place.
 */
const runsFromBuild = __filename.endsWith('.js');

/** `apps/api` in the source tree, `dist/apps/api` in the build. */
const apiRoot = runsFromBuild ? __dirname : resolve(__dirname, '..');

export const migrationsFolder = runsFromBuild ? join(apiRoot, 'migrations') : sourceMigrationsFolder;

export const assetsFolder = join(apiRoot, 'assets');

/** Where the built web apps are by default: `dist/apps`, beside the built API or under the workspace root. */
export const defaultWebRoot = runsFromBuild ? resolve(apiRoot, '..') : resolve(apiRoot, '../../dist/apps');
