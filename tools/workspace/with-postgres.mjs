// Runs a command against a throw-away PostgreSQL server: initdb in a temporary folder, start on a free
// loopback port, run the command with TEST_DATABASE_URL set, then stop and delete the cluster.
// Usage: node tools/workspace/with-postgres.mjs [--server-memory] -- <command> [args...]
// --server-memory sizes the server's memory as a database server's is sized in production (shared_buffers a
// quarter of the machine's memory, effective_cache_size half of it) instead of PostgreSQL's defaults (128 MB),
// which keep a big catalogue's pages out of its buffers: for benchmarks.
import { spawn } from 'node:child_process';
import { createCluster } from './postgres-cluster.mjs';

const separator = process.argv.indexOf('--');
const command = process.argv.slice(separator + 1);
const ownOptions = process.argv.slice(2, separator);
if (separator < 0 || command.length === 0 || ownOptions.some((option) => option !== '--server-memory')) {
  console.error('usage: with-postgres.mjs [--server-memory] -- <command> [args...]');
  process.exit(2);
}

let cluster;
try {
  cluster = await createCluster({ serverMemory: ownOptions.includes('--server-memory') });
} catch (error) {
  console.error(`with-postgres: ${error.message}`);
  process.exit(1);
}
cluster.start();
const stop = () => cluster.destroy();
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const url = cluster.url;
console.log(`with-postgres: PostgreSQL (${cluster.bin}) on port ${cluster.port}`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
