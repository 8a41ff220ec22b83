import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built storefront (production mode) when `webRoot/shop` holds a build. Hashed assets are cached
 * for a year; everything else (index.html) is revalidated so a release shows at once. Pre-compressed
 * `.br`/`.gz` files go to browsers that accept them. (The seller app joins here on `seller.<host>` once built.)
 */
export async function registerWebApps(app: FastifyInstance, webRoot: string): Promise<boolean> {
  const shop = join(webRoot, 'shop');
  if (!existsSync(join(shop, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: shop,
    prefix: '/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
    },
  });
  // Paths outside the hash (e.g. an OAuth redirect URI, which cannot contain `#`) load the app, which moves
  // the path into the hash route.
  const index = readFileSync(join(shop, 'index.html'));
  app.get('/pages/*', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index),
  );
  return true;
}
