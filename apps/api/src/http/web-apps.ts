import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The seller app answers on the `seller.` subdomain of any host the shop is reached on (docs/requirements.md R10.7),
 * read from the raw `Host` header. Only a well-formed one counts (a DNS name and an optional port, nothing else):
 * `seller.localhost:8080@evil.com` gets the storefront. Which name the client used only picks one of our own static
 * apps, which never write the host into a page; the one place a host becomes a link, the seller URL, comes from
 * configuration (`sellerUrl`, docs/deploy.md).
 */
const subdomainHost = (name: string) =>
  new RegExp(
    `^${name}\\.(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\\d{1,5})?$`,
    'i',
  );

export const SELLER_HOST = subdomainHost('seller');

/** The staff console answers on the `staff.` subdomain the same way (its own origin, so its own storage). */
export const STAFF_HOST = subdomainHost('staff');

/** The web apps by their build folder under the web root (`dist/apps/<folder>`), with the hosts each answers. */
const webApps = [
  { folder: 'seller-profile', constraints: { host: SELLER_HOST } },
  { folder: 'staff-console', constraints: { host: STAFF_HOST } },
  { folder: 'shop', constraints: undefined },
] as const;

/**
 * Serves one built app (index.html and its assets) at `/`. Hashed assets are cached for a year; everything else
 * (index.html) is revalidated so a release shows at once. Pre-compressed `.br`/`.gz` files go to browsers that
 * accept them. Paths outside the hash (e.g. an OAuth redirect URI, which cannot contain `#`) load the app, which
 * moves the path into the hash route.
 */
async function serveBuild(app: FastifyInstance, root: string, constraints?: { host: RegExp }) {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    ...(constraints && { constraints }),
    setHeaders: (response, path) => {
      response.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
    },
  });
  const index = readFileSync(join(root, 'index.html'));
  app.route({
    method: 'GET',
    url: '/pages/*',
    ...(constraints && { constraints }),
    handler: (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index),
  });
}

/**
 * Serves the built web apps (production mode) found under `webRoot`: the seller app for `seller.*` hosts, the
 * staff console for `staff.*` hosts, the storefront for every other host. Answers whether any was found.
 */
export async function registerWebApps(app: FastifyInstance, webRoot: string): Promise<boolean> {
  const built = webApps.filter(({ folder }) => existsSync(join(webRoot, folder, 'index.html')));
  for (const { folder, constraints } of built) await serveBuild(app, join(webRoot, folder), constraints);
  return built.length > 0;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The content security policy's sources for the scripts written into the built apps' pages (the storefront's
 * first script), by their SHA-256: those scripts run, and no other inline script does.
 */
export function inlineScriptSources(webRoot: string): string[] {
  return webApps.flatMap(({ folder }) => {
    const page = join(webRoot, folder, 'index.html');
    if (!existsSync(page)) return [];
    return [...readFileSync(page, 'utf8').matchAll(INLINE_SCRIPT)]
      .filter(([, code]) => code!.trim() !== '')
      .map(([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
  });
}
