import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
  spawnSync(process.execPath, [join(builtServer(), 'ops.js'), ...args], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    ...(input !== undefined && { input }),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
