// The built shop and its API as `npm start` runs them, on a fresh embedded database with the demo catalogue, on a
// free port: for the web benchmark and the screenshots. Needs a production build of the shop (dist/apps/shop).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise((found, failed) => {
    const probe = createServer();
    probe.on('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => found(port));
    });
  });

/** Starts the shop; resolves once it answers, with its port and a `stop` that also drops its database. */
export async function startDemoShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-demo-shop-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 250) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return { port, stop };
    } catch {
      // Not yet listening.
    }
    if (waited > 180_000 || server.exitCode !== null) {
      stop();
      throw new Error('the shop did not start');
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** The API as the apps call it (JSON bodies), answering its `data`. */
export async function apiCall(base, path, { token, body } = {}) {
  const answer = await fetch(`${base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token ? { 'access-token': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await answer.json();
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}
