import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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
