// `npm run start:cluster [-- --processes N] [--products P]`: N API processes (default 2) on one PostgreSQL behind HAProxy, which
// checks each on /api/health/ready and sends requests to the ready ones. Serves every app as `npm start` does, on
// PORT (default 8080). The database is DATABASE_URL when given; otherwise a throw-away PostgreSQL server is made
// (as the tests make theirs), seeded with the demo catalogue (P products, default 2,000), and deleted at the end with its data folder.
// A process that exits (a crash, or `kill -TERM <pid>` for a rolling restart) is started again on its port.
// docs/deploy.md, "Several processes", says how this maps to several machines.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps, root } from './build-apps.mjs';
import { createCluster, freePort } from './postgres-cluster.mjs';

const USAGE = 'usage: npm run start:cluster [-- --processes <count>] [--products <demo products>]';
const { values } = parseArgs({
  options: { processes: { type: 'string', default: '2' }, products: { type: 'string', default: '2000' } },
});
const count = Number(values.processes);
if (!Number.isInteger(count) || count < 1 || count > 16 || !/^\d+$/.test(values.products)) {
  console.error(USAGE);
  process.exit(2);
}

const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path));
if (!haproxy) {
  console.error('start:cluster: HAProxy is not installed; run `sudo bash tools/setup-system.sh` first.');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
/** How HAProxy checks a process: every second; two failures take it out, one success brings it back. */
const CHECK_INTERVAL_MS = 1000;
const CHECK_FALL = 2;

buildApps(['api']);
const mainJs = join(root, 'dist/apps/api/main.js');

const processes = [];
let stopping = false;
/** HAProxy, once started. */
const running = { balancer: undefined };
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
const sharedEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // HAProxy connects from the loopback and says who the client is in X-Forwarded-For.
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  ALLOWED_HOSTS: process.env.ALLOWED_HOSTS ?? `localhost:${port},127.0.0.1:${port}`,
  // Readiness answers 503 from SIGTERM on; the process serves on until HAProxy has surely taken it out.
  SHUTDOWN_DRAIN_SECONDS:
    process.env.SHUTDOWN_DRAIN_SECONDS ?? String(((CHECK_FALL + 1) * CHECK_INTERVAL_MS) / 1000),
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

function startProcess(slot) {
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: { ...sharedEnv, PORT: String(slot.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  slot.child = child;
  const prefix = `[api ${slot.index} pid ${child.pid}] `;
  const relay = (stream) => (chunk) =>
    stream.write(
      String(chunk)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `${prefix}${line}\n`)
        .join(''),
    );
  slot.ready = new Promise((resolveReady, rejectReady) => {
    let banner = '';
    child.stdout.on('data', (chunk) => {
      if (banner === undefined) return relay(process.stdout)(chunk);
      // The start-up banner names the process's own port: the cluster's addresses are printed below instead.
      banner += chunk;
      if (!banner.includes('Mall is running')) return;
      banner = undefined;
      console.log(`${prefix}ready on 127.0.0.1:${slot.port}`);
      resolveReady();
    });
    child.once('exit', () => rejectReady(new Error(`${prefix}exited before it was ready:\n${banner ?? ''}`)));
  });
  child.stderr.on('data', relay(process.stderr));
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.log(`${prefix}exited (${signal ?? `code ${code}`}); starting it again`);
    startProcess(slot);
    slot.ready.catch((error) => console.error(error.message));
  });
}

for (let index = 1; index <= count; index += 1) {
  const slot = { index, port: await freePort() };
  processes.push(slot);
  startProcess(slot);
  // One after the other: the first migrates the database.
  try {
    await slot.ready;
  } catch (error) {
    console.error(error.message);
    await stop(1);
  }
}

const config = join(scratch, 'haproxy.cfg');
writeFileSync(
  config,
  `# Written by tools/workspace/start-cluster.mjs.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  timeout connect 2s
  timeout http-request 15s
  timeout queue 15s
  # Live streams send a comment every 20 s.
  timeout client 75s
  timeout server 75s
  # A request that could not reach a process (refused: it is stopping or gone) goes to another one.
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend mall
  bind ${host}:${port}
  default_backend api

backend api
  balance leastconn
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server check inter ${CHECK_INTERVAL_MS} fall ${CHECK_FALL} rise 1
${processes.map((slot) => `  server api${slot.index} 127.0.0.1:${slot.port}`).join('\n')}
`,
);
execFileSync(haproxy, ['-c', '-q', '-f', config], { stdio: 'inherit' });
running.balancer = spawn(haproxy, ['-W', '-db', '-f', config], { stdio: 'inherit' });
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
  Processes:     ${processes.map((slot) => `api${slot.index} pid ${slot.child.pid} on 127.0.0.1:${slot.port}`).join(', ')}
  Restart one: kill -TERM <its pid> (it drains and is started again). Rolling restart of all: kill -HUP ${process.pid}.
  Stop all: Ctrl-C.
${database ? 'Demo accounts: shopper@mall.example / shopper123, seller@mall.example / seller123, staff@mall.example / staff1234\n' : ''}`);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('start:cluster: stopping the API processes (each finishes its requests), then HAProxy…');
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise((resolveExit) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolveExit();
          child.once('exit', resolveExit);
          child.kill('SIGTERM');
        }),
    ),
  );
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
  for (const slot of processes) {
    const previous = slot.child;
    const exited = new Promise((resolveExit) => previous.once('exit', resolveExit));
    previous.kill('SIGTERM');
    await exited;
    try {
      await slot.ready;
    } catch (error) {
      console.error(error.message);
      break;
    }
    await new Promise((resume) => setTimeout(resume, 2 * CHECK_INTERVAL_MS));
  }
  console.log('start:cluster: rolling restart done');
  restarting = false;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
process.on('SIGHUP', () => void rollingRestart());
