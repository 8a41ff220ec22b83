import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const root = resolve(__dirname, '../../..');
const READY = /Mall is running/;
const FIRST_START_MS = 240_000;

/**
 * `npm start` as the README tells a newcomer to run it: the embedded database in a data folder of its own (no
 * DATABASE_URL), the web apps built or taken from the build cache, the demo seeded on first start.
 */
function npmStart(port: number, dataDir: string): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env['DATABASE_URL'];
  delete env['TEST_DATABASE_URL'];
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('a newcomer starts Mall with `npm start` and the demo seller opens the seller panel', async ({
  page,
}) => {
  test.setTimeout(FIRST_START_MS + 60_000);
  const port = Number(process.env.E2E_PORT) + 1;
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-newcomer-'));
  const started = npmStart(port, dataDir);
  try {
    const startedAt = Date.now();
    await expect.poll(started.output, { timeout: FIRST_START_MS, intervals: [500] }).toMatch(READY);
    console.log(`npm start: running after ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    // Every app it promises, with its address.
    const printed = started.output();
    expect(printed).toContain(`Shop:        http://localhost:${port}/`);
    expect(printed).toContain(`Seller app:  http://seller.localhost:${port}/`);
    expect(printed).toContain(`reference: http://localhost:${port}/api/docs`);

    await page.goto(`http://localhost:${port}/#/pages/users/login`);
    await page.getByLabel('Email address').fill('seller@mall.example');
    await page.getByLabel('Password').fill('seller123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/users\/login/);
    await page.goto(`http://localhost:${port}/#/pages/mine/dashboard`);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the seller panel' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://seller\\.localhost:${port}/`));
    await expect(page.getByRole('navigation', { name: 'Seller panel' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  } finally {
    // npm runs the start script in a shell of its own: end the whole group.
    const exited = new Promise((resume) => started.child.once('exit', resume));
    if (started.child.exitCode === null && started.child.pid) {
      process.kill(-started.child.pid, 'SIGTERM');
      await exited;
      // npm exits before the server it started has finished writing (a picture's resized copy): the folder is
      // removed once the whole group is gone.
      await expect.poll(() => groupAlive(started.child.pid!), { timeout: 15_000 }).toBe(false);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});
