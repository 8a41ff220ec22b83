// `npm run bench:api -- --cluster`: the catalogue list, a product page and placing an order through HAProxy in
// front of 1, 2 and 3 built API processes (`dist/apps/api/main.js`, as `npm run start:cluster` runs them), each
// without and with a streaming replica (`DATABASE_REPLICA_URL`) for the catalogue reads, beside the no-database
// reference measured through the same balancer. The database connections are shared out: the processes together
// keep the bench's `--pool`. On one machine every process, both PostgreSQL servers, HAProxy and the load generator
// share the same cores: the figures say what the set-up costs and that nothing breaks, not what more machines add.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the launcher's own modules, as start:cluster uses them
import {
  ApiProcesses,
  clusterEnv,
  haproxyConfig,
  haproxyPath,
  startBalancer,
} from '../workspace/api-cluster.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the tests' and the launcher's throw-away clusters
import { createReplica, freePort } from '../workspace/postgres-cluster.mjs';

const CHECKS = { checkIntervalMs: 1000, checkFall: 2 };

/**
 * @param {object} context
 * @param {string} context.root the repository
 * @param {NodeJS.ProcessEnv} context.env the bench's server settings (DATABASE_URL, limits off)
 * @param {string} context.adminUrl the PostgreSQL server's URL (its port makes the replica)
 * @param {number} context.pool the database connections of all the processes together
 * @param {(scenario: object) => Promise<object>} context.measure a warm-up, then autocannon's result, against
 *   `scenario.base`
 * @param {(base: string) => object[]} context.scenarios the scenarios to measure against a balancer at `base`
 */
export async function measureCluster({ root, env, adminUrl, pool, measure, scenarios }) {
  const haproxy = haproxyPath();
  if (!haproxy) throw new Error('--cluster needs HAProxy: run `sudo bash tools/setup-system.sh`');
  console.log('cluster: building the API (dist/apps/api)…');
  execFileSync(process.execPath, ['apps/api/build.mjs'], { cwd: root, stdio: 'inherit' });
  const scratch = mkdtempSync(join(tmpdir(), 'mall-cluster-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const measured = scenarios(base).map((scenario) => ({ ...scenario, base }));
  console.log('cluster: a streaming replica of the bench database (pg_basebackup -R)…');
  const replica = await createReplica({ port: Number(new URL(adminUrl).port) }, { serverMemory: true });
  replica.start();
  const replicaUrl = Object.assign(new URL(env.DATABASE_URL), { port: String(replica.port) }).toString();
  const rows = [];
  try {
    for (const withReplica of [false, true])
      for (const count of [1, 2, 3]) {
        const processes = new ApiProcesses({
          mainJs: join(root, 'dist/apps/api/main.js'),
          cwd: root,
          count,
          log: () => undefined,
          env: {
            ...env,
            ...clusterEnv({ port, ...CHECKS }),
            DATABASE_POOL_SIZE: String(Math.max(2, Math.ceil(pool / count))),
            ...(withReplica && { DATABASE_REPLICA_URL: replicaUrl }),
          },
        });
        await processes.start();
        const balancer = startBalancer(
          haproxy,
          join(scratch, 'haproxy.cfg'),
          haproxyConfig({ host: '127.0.0.1', port, servers: processes.slots, ...CHECKS }),
          'ignore',
        );
        try {
          await untilAnswering(`${base}/api/health/ready`);
          for (const scenario of measured) {
            const result = await measure(scenario);
            rows.push({
              processes: count,
              replica: withReplica ? 'yes' : 'no',
              scenario: scenario.name,
              'req/s': Math.round(result.requests.average),
              'req/s per core': Math.round(result.requests.average / availableParallelism()),
              'p50 ms': result.latency.p50,
              'p99 ms': result.latency.p99,
              errors: result.errors + result.timeouts,
              'non-2xx': result.non2xx,
              refused: result.mismatches,
            });
          }
        } finally {
          await processes.stop();
          balancer.kill('SIGTERM');
        }
      }
  } finally {
    replica.destroy();
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `\nMall API cluster benchmark — HAProxy in front of N built API processes on this machine's ` +
      `${availableParallelism()} cores, shared with both PostgreSQL servers, HAProxy and the load generator ` +
      `(the processes keep ${pool} database connections together); load average at the end: ` +
      `${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}.`,
  );
  console.table(rows);
  console.log(
    'Read it as: the reference row is what HAProxy and the cores allow at all; more processes on the same cores ' +
      'cannot add throughput once they are busy, only spread it (per core is the figure to compare with another ' +
      "machine's); the replica moves the catalogue reads to a second PostgreSQL server on the same cores.",
  );
}

async function untilAnswering(url) {
  const since = Date.now();
  for (;;) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    if (Date.now() - since > 30_000) throw new Error(`${url} does not answer`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}
