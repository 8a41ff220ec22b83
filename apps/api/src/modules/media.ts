import type { FastifyRequest } from 'fastify';
import type { MediaUrl } from '@mall/server-core';

/** Public media (catalogue images, public uploads) is served under this path. */
export const MEDIA_PATH = '/media/';

/** The absolute URL of a media file (images load from the static media host, docs/requirements.md R7). */
export function mediaUrl(request: FastifyRequest, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  // Pictures people upload (e.g. a seller's product images) are stored as their signed `/api/uploads/…` path.
  if (path.startsWith('/api/')) return absoluteUrl(request, path);
  return `${request.protocol}://${request.host}${MEDIA_PATH}${path.replace(/^\/+/, '')}`;
}

/** Media URLs on the host this request came to, for services that answer with media. */
export const mediaUrlFor =
  (request: FastifyRequest): MediaUrl =>
  (path) =>
    mediaUrl(request, path);

/** The absolute URL of a path on this server (e.g. an upload's `/api/uploads/12`). */
export const absoluteUrl = (request: FastifyRequest, path: string): string =>
  /^https?:\/\//.test(path)
    ? path
    : `${request.protocol}://${request.host}${path.startsWith('/') ? '' : '/'}${path}`;
