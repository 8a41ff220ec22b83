// `npm run start:cluster [-- --processes N] [--products P]`: N API processes (default 2) on one PostgreSQL behind HAProxy, which
// checks each on /api/health/ready and sends requests to the ready ones. Serves every app as `npm start` does, on
// PORT (default 8080). The database is DATABASE_URL when given; otherwise a throw-away PostgreSQL server is made
// (as the tests make theirs), seeded with the demo catalogue (P products, default 2,000), and deleted at the end with its data folder.
// A process that exits (a crash, or `kill -TERM <pid>` for a rolling restart) is started again on its port; one that
// keeps crashing, after a growing pause (`restart-backoff.mjs`).
// docs/deploy.md, "Several processes", says how this maps to several machines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiProcesses, clusterEnv, haproxyConfig, haproxyPath, startBalancer } from './api-cluster.mjs';
import { buildApps, root } from './build-apps.mjs';
import { createCluster } from './postgres-cluster.mjs';

const USAGE = 'usage: npm run start:cluster [-- --processes <count>] [--products <demo products>]';
const { values } = parseArgs({
  options: { processes: { type: 'string', default: '2' }, products: { type: 'string', default: '2000' } },
});
const count = Number(values.processes);
if (!Number.isInteger(count) || count < 1 || count > 16 || !/^\d+$/.test(values.products)) {
  console.error(USAGE);
  process.exit(2);
}

const haproxy = haproxyPath();
if (!haproxy) {
  console.error('start:cluster: HAProxy is not installed; run `sudo bash tools/setup-system.sh` first.');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
/** How HAProxy checks a process: every second; two failures take it out, one success brings it back. */
const checks = { checkIntervalMs: 1000, checkFall: 2 };

buildApps(['api']);
const mainJs = join(root, 'dist/apps/api/main.js');

let stopping = false;
/** HAProxy and the API processes, once started. */
const running = { balancer: undefined, processes: undefined };
const scratch = mkdtempSync(join(tmpdir(), 'mall-cluster-'));
let database;
let dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : undefined;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  database = await createCluster();
  database.start();
  databaseUrl = database.url;
  dataDir ??= join(scratch, 'data');
  console.log(`start:cluster: a throw-away PostgreSQL on port ${database.port}, deleted at the end`);
}
dataDir ??= resolve('data');

/** What every API process shares: the database, the uploads folder and signing secret (DATA_DIR), the settings. */
const defaults = clusterEnv({ port, ...checks });
const sharedEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  HOST: defaults.HOST,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  TRUST_PROXY: process.env.TRUST_PROXY ?? defaults.TRUST_PROXY,
  ALLOWED_HOSTS: process.env.ALLOWED_HOSTS ?? defaults.ALLOWED_HOSTS,
  SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS ?? defaults.SHUTDOWN_DRAIN_SECONDS,
};

if (database) {
  // The first process would migrate and give the reference data; the demo catalogue comes from the seed command.
  console.log('start:cluster: seeding the demo catalogue…');
  const seeded = spawnSync(
    process.execPath,
    [join(root, 'dist/apps/api/seed.js'), '--demo', '--products', values.products],
    {
      cwd: root,
      stdio: 'inherit',
      env: sharedEnv,
    },
  );
  if (seeded.status !== 0) await stop(1);
}

const processes = new ApiProcesses({ mainJs, cwd: root, env: sharedEnv, count });
running.processes = processes;
try {
  await processes.start();
} catch (error) {
  console.error(error.message);
  await stop(1);
}

running.balancer = startBalancer(
  haproxy,
  join(scratch, 'haproxy.cfg'),
  haproxyConfig({ host, port, servers: processes.slots, ...checks }),
);
running.balancer.once('exit', (code) => {
  if (stopping) return;
  console.error(`start:cluster: HAProxy exited (code ${code})`);
  void stop(1);
});

console.log(`
Mall is running as ${count} API processes behind HAProxy (database: ${database ? 'throw-away PostgreSQL' : 'DATABASE_URL'}, data: ${dataDir})
  Shop:          http://localhost:${port}/
  Seller app:    http://seller.localhost:${port}/
  Staff console: http://staff.localhost:${port}/
  API:           http://localhost:${port}/api
  Processes:     ${processes.slots.map((slot) => `api${slot.index} pid ${slot.child.pid} on 127.0.0.1:${slot.port}`).join(', ')}
  Restart one: kill -TERM <its pid> (it drains and is started again). Rolling restart of all: kill -HUP ${process.pid}.
  Stop all: Ctrl-C.
${database ? 'Demo accounts: shopper@mall.example / shopper123, seller@mall.example / seller123, staff@mall.example / staff1234\n' : ''}`);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('start:cluster: stopping the API processes (each finishes its requests), then HAProxy…');
  await running.processes?.stop();
  running.balancer?.kill('SIGTERM');
  database?.destroy();
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
}

/**
 * A rolling restart (`kill -HUP <this launcher's pid>`, e.g. after a new build): one process at a time is sent
 * SIGTERM, started again, and given time to pass HAProxy's check before the next one goes.
 */
let restarting = false;
async function rollingRestart() {
  if (restarting || stopping) return;
  restarting = true;
  console.log('start:cluster: rolling restart, one process at a time…');
  for (const slot of processes.slots) {
    try {
      await processes.restart(slot);
    } catch (error) {
      console.error(error.message);
      break;
    }
    await new Promise((resume) => setTimeout(resume, 2 * checks.checkIntervalMs));
  }
  console.log('start:cluster: rolling restart done');
  restarting = false;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
process.on('SIGHUP', () => void rollingRestart());
