import type { ServerConfig } from '../config';
import type { Database } from '../db/connection';
import type { ExpiringCache } from '@mall/server-catalogue';
import type { ReplicaHandle } from '@mall/server-database';
import type { LiveHub } from '@mall/server-live';
import type { SandboxProvider } from './social-login/sandbox-provider';
import type { FileStorage } from './upload/storage';

/** What handlers get from the server: the database, configuration, file storage and this process's caches. */
export interface Dependencies {
  db: Database;
  config: ServerConfig;
  storage: FileStorage;
  /** Home lists, search rankings, the category tree; dropped on every process by `clear_product_cache`. */
  catalogueCache: ExpiringCache;
  /** What time it is (the sign-in limits' clock); tests may set it. Default: the system clock. */
  clock?: () => Date;
  /** This process's live streams (`openLiveStream`); the app sets it up, handler lists for checks need none. */
  liveStreams?: LiveHub;
  /** A streaming replica for the anonymous catalogue, search and content reads (`replica-reads.ts`). */
  replica?: ReplicaHandle;
  /** The short-video platform's local sandbox, when the configuration chose it (`TIKTOK_PROVIDER`). */
  tiktokSandbox?: SandboxProvider;
}
