import { mkdirSync } from 'node:fs';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { OperationName } from '@mall/sdk-manifest';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { RateLimitConfig, ServerConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { eventSubscribers } from './events/subscribers';
import { registerDocs } from './http/docs';
import {
  clientErrorHandler,
  frameworkErrors,
  installErrorHandling,
  MAX_URL_LENGTH,
} from './http/error-handler';
import { registerHealth } from './http/health';
import { registerSecurityHeaders } from './http/security-headers';
import { inlineScriptSources, registerWebApps } from './http/web-apps';
import { type RateLimits, registerOperations } from './http/routes';
import { followCacheClears } from './db/cache-invalidation';
import { ExpiringCache } from '@mall/server-catalogue';
import { startDispatcher } from '@mall/server-core';
import { LiveHub, type LiveHubOptions } from '@mall/server-live';
import { limitSignInsPerAddress, signInLimits } from './modules/account/sign-in-limits';
import { limitSuggestionsPerAddress } from './modules/catalogue/suggestion-limit';
import { handlers } from './modules/handlers';
import { MEDIA_PATH } from './modules/media';
import { registerMediaVariants } from './modules/media-variants';
import { registerSandboxProvider, SandboxProvider } from './modules/social-login/sandbox-provider';
import { LocalFileStorage } from './modules/upload/storage';
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from './modules/upload/upload-policy';
import { sharedCompilers } from './http/shared-compilers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers every committed event that is due now to its subscribers (tests settle with it). */
    deliverEvents(): Promise<void>;
    /** From now on `/api/health/ready` answers 503 (SIGTERM: the load balancer takes the process out). */
    startDraining(): void;
  }
}

/**
 * Sign-in operations (guessing passwords): limited per client address, and password sign-in per e-mail address
 * too, with the counts in PostgreSQL so that every API process on the database shares them
 * (`limitSignInsPerAddress`, `claimPasswordSignIn`).
 */
const signInOperations: readonly OperationName[] = [
  'loginWithPassword',
  'staffLogin',
  'tiktokLogin',
  'bindTiktokAccount',
  'startTiktokBinding',
];

/**
 * Other operations a client could abuse, limited per client address in each process's memory: making accounts,
 * filling the disk, and searches (a keyword no one used in the last minute ranks its matches in the database,
 * 10–30 ms at a million products).
 */
const limitedOperations: Record<
  Exclude<keyof RateLimitConfig, 'signIn' | 'suggestions'>,
  readonly OperationName[]
> = {
  register: ['register'],
  upload: ['uploadFile'],
  search: ['searchProducts'],
};

function rateLimits(config: RateLimitConfig): RateLimits {
  const limits: RateLimits = {};
  for (const [kind, operations] of Object.entries(limitedOperations) as [
    Exclude<keyof RateLimitConfig, 'signIn' | 'suggestions'>,
    OperationName[],
  ][]) {
    if (config[kind] === 0) continue;
    for (const name of operations) limits[name] = { max: config[kind], timeWindow: '1 minute' };
  }
  return limits;
}

/**
 * JSON lines with what a request was (method, path, client address) and how it ended; never a query string
 * (signed file links, keywords), a header value or a body.
 */
export const serverLogger = (level: string) => ({
  level,
  serializers: {
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      path: request.url.split('?')[0],
      remoteAddress: request.ip,
    }),
  },
});

export interface AppOptions {
  database: DatabaseHandle;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  /** What time it is, for the sign-in limits; tests may set it. Default: the system clock. */
  clock?: () => Date;
  /** The live streams' heartbeat, per-user limit and reconnection hint; tests shorten them. */
  liveStreams?: Pick<LiveHubOptions, 'heartbeatMs' | 'maxStreamsPerUser' | 'retryMs'>;
}

/** A hop count becomes the function Fastify's types ask for: the nearest `hops` addresses are proxies. */
const fastifyTrustProxy = (trust: ServerConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
    },
    schemaController: { compilersFactory: sharedCompilers },
    // Once closing (SIGTERM, after the drain) the listener takes no new connection; a request that still arrives
    // on one already open is served within the grace period like the rest, not refused: a balancer that connected
    // a moment before the close would otherwise pass a 503 on (seen under load in apps/api/test/cluster/).
    return503OnClosing: false,
    // The URL's own limit (414) comes first: a long parameter reaches its schema and answers 1000008.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  });
  installErrorHandling(app);
  // Signed-in answers are for one person: no shared cache or browser history may keep them. (A private file
  // fetched through its signed link sets its own, shorter-lived rule.)
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['access-token']) reply.header('cache-control', 'no-store');
  });
  registerSecurityHeaders(app, inlineScriptSources(options.config.webRoot));
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_FILES_PER_REQUEST,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
    },
  });
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  registerHealth(app, options.database, () => draining);
  // While draining, no connection is kept for another request: a balancer that reused one the moment the process
  // closed its idle connections would lose that request (the socket closes under it, nothing answered).
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  registerDocs(app);
  mkdirSync(options.config.mediaDir, { recursive: true });
  // Catalogue images and public uploads; immutable names, so they may be cached for a long time.
  await app.register(fastifyStatic, {
    root: options.config.mediaDir,
    prefix: MEDIA_PATH,
    immutable: true,
    maxAge: '30d',
    index: false,
    dotfiles: 'deny',
  });
  registerMediaVariants(app, options.config.mediaDir);
  const storage = new LocalFileStorage(options.config.uploadsDir);
  const catalogueCache = new ExpiringCache(options.config.catalogueCacheMs);
  const stopFollowingCacheClears = await followCacheClears(
    options.database,
    { catalogue: catalogueCache },
    // The primary announced a change: the replica's reads must not fill the caches again from before it.
    () => options.database.replica?.fence(),
  );
  app.addHook('onClose', () => stopFollowingCacheClears());
  // Committed events reach their subscribers (notices, …) in this process and in every other one.
  const dispatcher = await startDispatcher({
    db: options.database.db,
    subscribers: eventSubscribers,
    listen: (channel, onMessage) => options.database.listen(channel, onMessage),
    log: (message) => app.log.warn(message),
  });
  app.decorate('deliverEvents', () => dispatcher.drain());
  app.addHook('onClose', () => dispatcher.stop());
  const clock = options.clock ?? (() => new Date());
  const { db } = options.database;
  // One LISTEN connection feeds every live stream this process holds; on close the streams end first (each told
  // to reconnect, to another process), or the server would wait for them forever.
  const liveStreams = new LiveHub({
    ...options.liveStreams,
    db,
    listen: (channel, onMessage) => options.database.listen(channel, onMessage),
    onError: (error) => app.log.error({ err: error }, 'live stream failure'),
  });
  await liveStreams.start();
  app.addHook('preClose', () => liveStreams.stop());
  limitSuggestionsPerAddress(app, db, options.config.rateLimits.suggestions);
  const tiktokSandbox = options.config.tiktok?.sandbox ? new SandboxProvider() : undefined;
  if (tiktokSandbox) registerSandboxProvider(app, tiktokSandbox);
  registerOperations(
    app,
    db,
    limitSignInsPerAddress(
      handlers({
        db,
        replica: options.database.replica,
        config: options.config,
        storage,
        catalogueCache,
        clock,
        liveStreams,
        tiktokSandbox,
      }),
      signInOperations,
      db,
      signInLimits(options.config),
      clock,
    ),
    rateLimits(options.config.rateLimits),
  );
  await registerWebApps(app, options.config.webRoot);
  return app;
}
