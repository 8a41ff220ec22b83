import { type ChildProcess, execFileSync, type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPostgresTestDatabase } from '@mall/server-database/testing';
import type { ServerConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';

export const workspaceRoot = resolve(__dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>/api` */
  base: string;
  /** What the process has printed so far. */
  output(): string;
}

/**
 * The server as its own process (`node <nodeArguments>` from the workspace root) on a free port with a data folder
 * of its own, ready once it says so. `env` adds to (or overrides) the defaults.
 */
export async function startServerProcess(
  nodeArguments: string[],
  env: NodeJS.ProcessEnv = {},
  startUpMs = 60_000,
  onOutput: (output: string) => void = () => undefined,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArguments, {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mall-instance-')),
      WEB_ROOT: join(tmpdir(), 'mall-no-web-apps'),
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
    onOutput(output);
  });
  const deadline = Date.now() + startUpMs;
  while (!output.includes('Mall is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`instance did not start:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { child, base: `http://127.0.0.1:${port}/api`, output: () => output };
}

let build: string | undefined;

/**
 * The server built as production runs it (`apps/api/build.mjs`: main.js, ops.js and seed.js), once per test
 * process: it starts in a fraction of tsx's time, and suites that start servers or run commands many times add up.
 * Inside the workspace, as dist/apps/api is: the bundle imports npm packages from the root node_modules.
 */
export function builtServer(): string {
  if (build) return build;
  const scratch = join(workspaceRoot, 'tmp');
  mkdirSync(scratch, { recursive: true });
  const folder = mkdtempSync(join(scratch, 'api-build-'));
  execFileSync(process.execPath, ['apps/api/build.mjs', folder], { cwd: workspaceRoot, stdio: 'inherit' });
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  build = folder;
  return folder;
}

/**
 * `npm run ops -- <args>` on the embedded database of `dataDir`, through the built command; `input` is what the
 * operator types (create-staff reads the password from standard input).
 */
export const runOps = (dataDir: string, args: string[], input?: string) =>
  runOpsWith({ DATA_DIR: dataDir, DATABASE_URL: '' }, args, input);

const runOpsWith = (env: NodeJS.ProcessEnv, args: string[], input?: string) =>
  spawnSync(process.execPath, [join(builtServer(), 'ops.js'), ...args], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    ...(input !== undefined && { input }),
    env: { ...process.env, ...env },
  });

/** The database a test's `npm run ops` commands work on, and the test's own way into it between commands. */
export interface OpsDatabase {
  /** The settings of a server on this database (`startServer`), from the test's data folder. */
  config(config: ServerConfig): ServerConfig;
  /** A handle for arranging and checking; close it before the next command (the embedded folder takes one process). */
  open(): Promise<DatabaseHandle>;
  ops(...args: string[]): SpawnSyncReturns<string>;
  /** Drops the test's database. */
  release(): Promise<void>;
}

/**
 * Under `TEST_DATABASE_URL`, a migrated PostgreSQL database of the test's own, as an operator's `DATABASE_URL`:
 * each command then starts in a fraction of the time it takes to load an embedded data folder. Without it, the
 * embedded data folder of `dataDir`, which `npm run ops` opens by default.
 */
export async function opsDatabase(dataDir: string): Promise<OpsDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return {
      config: (config) => config,
      open: async () => {
        const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
        await database.migrate();
        return database;
      },
      ops: (...args) => runOps(dataDir, args),
      release: async () => undefined,
    };
  const { database: owner, url } = await createPostgresTestDatabase(serverUrl);
  return {
    config: (config) => ({ ...config, databaseUrl: url }),
    open: () => openDatabase({ databaseUrl: url }),
    ops: (...args) => runOpsWith({ DATA_DIR: dataDir, DATABASE_URL: url }, args),
    release: () => owner.close(),
  };
}
