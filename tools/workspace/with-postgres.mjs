// Runs a command against a throw-away PostgreSQL server: initdb in a temporary folder, start on a free
// loopback port, run the command with TEST_DATABASE_URL set, then stop and delete the cluster.
// Usage: node tools/workspace/with-postgres.mjs [--server-memory] -- <command> [args...]
// --server-memory sizes the server's memory as a database server's is sized in production (shared_buffers a
// quarter of the machine's memory, effective_cache_size half of it) instead of PostgreSQL's defaults (128 MB),
// which keep a big catalogue's pages out of its buffers: for benchmarks.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

const separator = process.argv.indexOf('--');
const command = process.argv.slice(separator + 1);
const ownOptions = process.argv.slice(2, separator);
if (separator < 0 || command.length === 0 || ownOptions.some((option) => option !== '--server-memory')) {
  console.error('usage: with-postgres.mjs [--server-memory] -- <command> [args...]');
  process.exit(2);
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'postgres')));
  if (!found) {
    console.error('with-postgres: no PostgreSQL server found; run `bash tools/setup-system.sh` first.');
    process.exit(1);
  }
  return found;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const bin = postgresBin();
const asRoot = process.getuid?.() === 0;
// PostgreSQL refuses to run as root: run it as the `postgres` user the Debian package creates.
const run = (tool, args, options = {}) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
        stdio: 'pipe',
        ...options,
      })
    : execFileSync(join(bin, tool), args, { stdio: 'pipe', ...options });

const dataDir = mkdtempSync(join(tmpdir(), 'mall-pg-'));
chmodSync(dataDir, 0o777);
const clusterDir = join(dataDir, 'cluster');
const port = await freePort();
const megabytes = (share) => `${Math.floor((totalmem() * share) / 2 ** 20)}MB`;
const memory = ownOptions.includes('--server-memory')
  ? ` -c shared_buffers=${megabytes(1 / 4)} -c effective_cache_size=${megabytes(1 / 2)}`
  : '';
if (asRoot) execFileSync('chown', ['postgres', dataDir]);
run('initdb', ['-D', clusterDir, '-U', 'mall', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
run('pg_ctl', [
  '-D',
  clusterDir,
  '-l',
  join(dataDir, 'server.log'),
  '-w',
  'start',
  '-o',
  `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${memory}`,
]);

const stop = () => {
  try {
    run('pg_ctl', ['-D', clusterDir, '-m', 'fast', '-w', 'stop']);
  } catch {
    // Already stopped.
  }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const url = `postgres://mall@127.0.0.1:${port}/postgres`;
console.log(`with-postgres: PostgreSQL (${bin}) on port ${port}`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
