import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const root = resolve(__dirname, '../..');
// The config is read by the runner and again by each worker: the first read picks, the workers inherit.
process.env.E2E_PORT ??= String(18_400 + Math.floor(Math.random() * 500));
/** A fresh embedded database for every run, seeded on start as `npm start` does. */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mall-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './src',
  outputDir: join(root, 'tmp/e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: `node --import tsx apps/api/src/main.ts`,
    cwd: root,
    url: `http://localhost:${port}/api/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
    },
  },
});
