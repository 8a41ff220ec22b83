import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const root = resolve(__dirname, '../..');
// The config is read by the runner and again by each worker: the first read picks, the workers inherit.
process.env.E2E_PORT ??= String(18_400 + Math.floor(Math.random() * 500));
/** Uploads and pictures of this run; the database is the throw-away PostgreSQL server of `with-postgres`. */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mall-e2e-'));
/**
 * The API as production runs it, built once per run by the runner (the workers inherit the folder): under tsx each
 * start and each `npm run ops` spent seconds of CPU loading the server's sources.
 */
function buildApi(): string {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const folder = mkdtempSync(join(root, 'tmp', 'e2e-api-'));
  execFileSync(process.execPath, ['apps/api/build.mjs', folder], { cwd: root, stdio: 'inherit' });
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
/** The built server, its seed and its ops command. */
export const apiBuild = (process.env.E2E_API_BUILD ??= buildApi());
/**
 * The web apps as built before the run, copied for this run's servers: the newcomer's `npm start`, in the other
 * shard, builds dist/apps again, which empties it for seconds, and a journey then met missing files.
 */
function copyWebApps(): string {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const folder = mkdtempSync(join(root, 'tmp', 'e2e-web-'));
  cpSync(join(root, 'dist/apps'), folder, { recursive: true });
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
const webRoot = (process.env.E2E_WEB_ROOT ??= copyWebApps());
const port = Number(process.env.E2E_PORT);
/** The second API process's port (the newcomer's `npm start` takes the one between). */
const secondPort = port + 2;
const dataDir = process.env.E2E_DATA_DIR;
// A real server, not the embedded database: the journeys review top-ups and sellers through `npm run ops`, a
// second process that the embedded database (one process at a time) would refuse while the API holds it.
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl)
  throw new Error(
    'The journeys need PostgreSQL: run them with `npx nx run e2e:e2e` (tools/workspace/with-postgres.mjs).',
  );

/** What the API and `npm run ops` of this run share. */
export const e2eServerEnv = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The labelled local sandbox of the short-video platform (a real database would offer none by default).
  TIKTOK_PROVIDER: 'sandbox',
  // The built server looks for the web apps beside itself; they are this run's copy of the workspace's dist/apps.
  WEB_ROOT: webRoot,
  // A real database gets no demo receiving addresses; these are the embedded demo's (valid, nobody's).
  RECHARGE_ADDRESSES:
    'USDT=T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb,ETH=0x52908400098527886E0F7030069857D2E4169EE7,BTC=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

export default defineConfig({
  testDir: './src',
  // One folder per shard: CI runs two shards at once, each on its own database and servers (apps/e2e/project.json).
  outputDir: join(root, process.env.E2E_RESULTS ?? 'tmp/e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], [join(__dirname, 'failure-reporter.ts')]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace snapshots the page at every step of every journey, a cost CI's CPU would pay on all of
    // them: there a failing journey is traced on its retry instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The demo catalogue and accounts, as `npm start` seeds the embedded database, then the server.
      command: `node ${apiBuild}/seed.js --demo && node ${apiBuild}/main.js`,
      cwd: root,
      url: `http://localhost:${port}/api/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { ...e2eServerEnv, PORT: String(port) },
    },
    {
      // A second API process on the same database, once the first has migrated and seeded it: the journeys that
      // cross processes (live streams) hold a page on one and act on the other.
      command: `until curl -sf http://localhost:${port}/api/health/ready > /dev/null; do sleep 1; done && node ${apiBuild}/main.js`,
      cwd: root,
      url: `http://localhost:${secondPort}/api/health/ready`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: { ...e2eServerEnv, PORT: String(secondPort) },
    },
  ],
});
