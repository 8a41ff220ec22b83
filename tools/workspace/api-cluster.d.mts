import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface ApiSlot {
  index: number;
  name: string;
  port: number;
  child: ChildProcess;
  /** Resolves once the slot's current process said it is running. */
  ready: Promise<void>;
}

export function haproxyPath(): string | undefined;
export function haproxyConfig(options: {
  host: string;
  port: number;
  servers: { name: string; port: number }[];
  checkIntervalMs: number;
  checkFall: number;
  /** HAProxy's own log of every request, on its standard error. */
  logRequests?: boolean;
}): string;
export function startBalancer(
  haproxy: string,
  configPath: string,
  config: string,
  stdio?: StdioOptions,
): ChildProcess;
export function clusterEnv(options: {
  port: number;
  checkIntervalMs: number;
  checkFall: number;
}): Record<string, string>;

export class ApiProcesses {
  constructor(options: {
    mainJs: string;
    cwd: string;
    env: NodeJS.ProcessEnv;
    count: number;
    log?: (line: string) => void;
    backoff?: { initialMs?: number; maxMs?: number; stableMs?: number };
  });
  slots: ApiSlot[];
  start(): Promise<void>;
  signal(slot: ApiSlot, signal: NodeJS.Signals): Promise<void>;
  restart(slot: ApiSlot): Promise<void>;
  stop(): Promise<void>;
}
