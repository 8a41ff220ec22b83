// A throw-away PostgreSQL cluster: initdb in a temporary folder, served on a free loopback port, deleted at the
// end. `with-postgres.mjs` runs a command beside one; tests that stop or restart the database make their own.
// `createReplica(primary)` makes a streaming replica of a running one (`pg_basebackup -R`), as a deployment's
// read replica is made.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

/** The newest installed server's programs, or an error that says how to install one. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'postgres')));
  if (!found) throw new Error('no PostgreSQL server found; run `bash tools/setup-system.sh` first.');
  return found;
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Makes a cluster (not started). `serverMemory` sizes it as a database server is sized in production (shared
 * buffers a quarter of the machine's memory, effective cache half of it) instead of PostgreSQL's 128 MB defaults.
 */
export async function createCluster({ serverMemory = false } = {}) {
  const { bin, run } = tools();
  const { dataDir, clusterDir } = scratchFolder();
  const port = await freePort();
  const memory = serverMemory ? productionMemory() : '';
  // initdb's pg_hba.conf trusts replication connections from the loopback: `createReplica` needs nothing more.
  run('initdb', ['-D', clusterDir, '-U', 'mall', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  return served({ bin, run, dataDir, clusterDir, port, extraOptions: memory });
}

/**
 * A streaming replica of `primary` (running): a base backup taken with `pg_basebackup -R`, which writes the
 * connection to the primary into the copy and marks it a standby, served on a port of its own. It answers reads
 * (`pg_is_in_recovery()` is true) and replays the primary's writes within milliseconds; `stop()` takes it away as a
 * failing replica would go, `start()` brings it back to catch up.
 */
export async function createReplica(primary, { serverMemory = false } = {}) {
  const { bin, run } = tools();
  const { dataDir, clusterDir } = scratchFolder();
  const port = await freePort();
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'mall',
    '-D',
    clusterDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  // A query on the replica is not cancelled because the primary cleaned up rows it still reads.
  const memory = serverMemory ? productionMemory() : '';
  return served({
    bin,
    run,
    dataDir,
    clusterDir,
    port,
    extraOptions: ` -c hot_standby_feedback=on${memory}`,
  });
}

/** Shared buffers a quarter of the machine's memory, effective cache half of it, as a database server is sized. */
function productionMemory() {
  const megabytes = (share) => `${Math.floor((totalmem() * share) / 2 ** 20)}MB`;
  return ` -c shared_buffers=${megabytes(1 / 4)} -c effective_cache_size=${megabytes(1 / 2)}`;
}

function tools() {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: run it as the `postgres` user the Debian package creates.
  const run = (tool, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  return { bin, run };
}

function scratchFolder() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-pg-'));
  chmodSync(dataDir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dataDir]);
  return { dataDir, clusterDir: join(dataDir, 'cluster') };
}

function served({ bin, run, dataDir, clusterDir, port, extraOptions }) {
  const serverOptions =
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off ` +
    `-c full_page_writes=off -c max_connections=200${extraOptions}`;
  const pgCtl = (...args) => run('pg_ctl', ['-D', clusterDir, ...args]);
  return {
    bin,
    port,
    url: `postgres://mall@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-l', join(dataDir, 'server.log'), '-w', 'start', '-o', serverOptions),
    /** As an operator restarts it: `fast` ends every session (57P01) and rolls back what was in flight. */
    restart: () =>
      pgCtl('-l', join(dataDir, 'server.log'), '-m', 'fast', '-w', 'restart', '-o', serverOptions),
    stop: () => {
      try {
        pgCtl('-m', 'fast', '-w', 'stop');
      } catch {
        // Already stopped.
      }
    },
    destroy() {
      this.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
