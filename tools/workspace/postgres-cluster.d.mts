export interface PostgresCluster {
  bin: string;
  port: number;
  /** `postgres://mall@127.0.0.1:<port>/postgres`, trusted, no password. */
  url: string;
  start(): void;
  restart(): void;
  stop(): void;
  /** Stops the server and deletes its files. */
  destroy(): void;
}
export function postgresBin(): string;
export function freePort(): Promise<number>;
export function createCluster(options?: { serverMemory?: boolean }): Promise<PostgresCluster>;
/** A streaming replica (`pg_basebackup -R`) of a running cluster, not started yet. */
export function createReplica(
  primary: Pick<PostgresCluster, 'port'>,
  options?: { serverMemory?: boolean },
): Promise<PostgresCluster>;
