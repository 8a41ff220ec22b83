// N copies of the built API (`dist/apps/api/main.js`) on free loopback ports behind HAProxy, each started again
// when it exits, for `npm run start:cluster`, the cluster test (`apps/api/test/cluster/cluster-test.mjs`) and
// `npm run bench:api -- --cluster`. docs/deploy.md, "Several processes", describes the set-up.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { freePort } from './postgres-cluster.mjs';
import { RestartBackoff } from './restart-backoff.mjs';

/** Debian's HAProxy (`tools/setup-system.sh` installs it), or undefined. */
export const haproxyPath = () =>
  ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path));

/**
 * HAProxy in front of `servers`: checks each on /api/health/ready every `checkIntervalMs` (`checkFall` failures
 * take it out, one success brings it back), sends a request to the process with the fewest connections (a live
 * stream holds one for hours), passes one that could not connect to another process, never one that reached one.
 */
export const haproxyConfig = ({
  host,
  port,
  servers,
  checkIntervalMs,
  checkFall,
  logRequests = false,
}) => `# Written by tools/workspace/api-cluster.mjs.
global
  maxconn 4096
${logRequests ? '  log stderr format raw local0\n' : ''}
defaults
  mode http
${logRequests ? '  log global\n  option httplog\n' : ''}  option forwardfor
  timeout connect 2s
  # A busy process answers its check late rather than not at all (its pool is shared with the requests): waiting
  # only the check interval took healthy processes out on a loaded 2-core machine, at times all of them at once.
  # A stopping process answers 503 at once, and a dead one refuses the connection, so neither waits for this.
  timeout check 5s
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
  default-server check inter ${checkIntervalMs} fall ${checkFall} rise 1
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`).join('\n')}
`;

/** Starts HAProxy with `config` written to `configPath` (checked first); its process. */
export function startBalancer(haproxy, configPath, config, stdio = 'inherit') {
  writeFileSync(configPath, config);
  execFileSync(haproxy, ['-c', '-q', '-f', configPath], { stdio: 'inherit' });
  return spawn(haproxy, ['-W', '-db', '-f', configPath], { stdio });
}

/**
 * `count` API processes of `mainJs`, each on its own port with `env`. A process that exits is started again on its
 * port: at once after a clean exit (a rolling restart's SIGTERM), after a growing pause when it keeps crashing
 * (`RestartBackoff`). `log(line)` gets the launcher's lines and, prefixed, each process's output.
 */
export class ApiProcesses {
  constructor({ mainJs, cwd, env, count, log = (line) => console.log(line), backoff = {} }) {
    Object.assign(this, { mainJs, cwd, env, count, log, backoffOptions: backoff });
    this.slots = [];
    this.stopping = false;
  }

  /** Starts the processes one after the other (the first migrates the database); rejects if one cannot start. */
  async start() {
    for (let index = 1; index <= this.count; index += 1) {
      const slot = {
        index,
        name: `api${index}`,
        port: await freePort(),
        backoff: new RestartBackoff(this.backoffOptions),
      };
      this.slots.push(slot);
      this.#startProcess(slot);
      await slot.ready;
    }
  }

  #startProcess(slot) {
    const child = spawn(process.execPath, [this.mainJs], {
      cwd: this.cwd,
      env: { ...this.env, PORT: String(slot.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const startedAt = Date.now();
    slot.child = child;
    const prefix = `[api ${slot.index} pid ${child.pid}] `;
    const relay = (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') this.log(`${prefix}${line}`);
    };
    slot.ready = new Promise((resolveReady, rejectReady) => {
      let banner = '';
      child.stdout.on('data', (chunk) => {
        if (banner === undefined) return relay(chunk);
        // The start-up banner names the process's own port: the cluster's addresses are printed instead.
        banner += chunk;
        if (!banner.includes('Mall is running')) return;
        banner = undefined;
        this.log(`${prefix}ready on 127.0.0.1:${slot.port}`);
        resolveReady();
      });
      child.once('exit', () =>
        rejectReady(new Error(`${prefix}exited before it was ready:\n${banner ?? ''}`)),
      );
    });
    // Nobody may be waiting for it (a restart after a crash): its failure is reported by the exit below.
    slot.ready.catch(() => undefined);
    child.stderr.on('data', relay);
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      // A clean exit is a restart asked for (SIGTERM): started again at once. A crash waits longer each time.
      const delay = code === 0 ? 0 : slot.backoff.delayAfter(Date.now() - startedAt);
      this.log(
        `${prefix}exited (${signal ?? `code ${code}`}); starting it again${delay ? ` in ${delay / 1000} s` : ''}`,
      );
      if (delay === 0) return this.#startProcess(slot);
      slot.restartTimer = setTimeout(() => {
        if (!this.stopping) this.#startProcess(slot);
      }, delay);
    });
  }

  /** Sends `signal` to the slot's process; resolves once it exited (it is started again by itself). */
  signal(slot, signal) {
    const child = slot.child;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill(signal);
    return exited;
  }

  /** SIGTERM to one process (it drains and finishes its requests), then waits until it is started again and ready. */
  async restart(slot) {
    await this.signal(slot, 'SIGTERM');
    await slot.ready;
  }

  /** Stops every process (each finishing its requests). */
  async stop() {
    this.stopping = true;
    for (const slot of this.slots) clearTimeout(slot.restartTimer);
    await Promise.all(this.slots.map((slot) => (slot.child ? this.signal(slot, 'SIGTERM') : undefined)));
  }
}

/** What every process of a cluster is given besides the database: HAProxy's address trusted, a drain period. */
export const clusterEnv = ({ port, checkIntervalMs, checkFall }) => ({
  HOST: '127.0.0.1',
  // HAProxy connects from the loopback and says who the client is in X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
  ALLOWED_HOSTS: `localhost:${port},127.0.0.1:${port}`,
  // Readiness answers 503 from SIGTERM on; the process serves on until HAProxy has surely taken it out.
  SHUTDOWN_DRAIN_SECONDS: String(((checkFall + 1) * checkIntervalMs) / 1000),
});
