import type { FastifyRequest } from 'fastify';

/** Public media (catalogue images, public uploads) is served under this path. */
export const MEDIA_PATH = '/media/';

/** The absolute URL of a media file (images load from the static media host, docs/requirements.md R7). */
export function mediaUrl(request: FastifyRequest, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${request.protocol}://${request.host}${MEDIA_PATH}${path.replace(/^\/+/, '')}`;
}

/** The absolute URL of a path on this server (e.g. an upload's `/api/uploads/12`). */
export const absoluteUrl = (request: FastifyRequest, path: string): string =>
  /^https?:\/\//.test(path)
    ? path
    : `${request.protocol}://${request.host}${path.startsWith('/') ? '' : '/'}${path}`;
