import { createHmac, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@mall/sdk-manifest';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';

/** How long a signed link to a private file stays valid. */
export const SIGNED_URL_LIFETIME_SECONDS = 3600;

type SigningConfig = Pick<ServerConfig, 'signingSecret'>;

const SIGNATURE_SHAPE = /^[0-9a-f]{64}$/i;

/** The path an upload is served at (`GET /api/uploads/{id}`, from the manifest). */
export const uploadPath = (uploadId: number) =>
  `/api${endpoints.getUploadedFile.path.replace('{id}', String(uploadId))}`;

/** Hex HMAC-SHA256 of `<id>.<expires>` with the server's signing secret. */
export function uploadSignature(secret: string, uploadId: number, expires: number): string {
  return createHmac('sha256', secret).update(`${uploadId}.${expires}`, 'utf8').digest('hex');
}

/**
 * Whether a link's `expires` and `signature` were issued by this server for this upload and are still valid.
 * The comparison takes the same time whatever the signature, so it cannot be guessed byte by byte.
 */
export function isValidUploadSignature(
  secret: string,
  uploadId: number,
  expires: number | undefined,
  signature: string | undefined,
  now: number = Date.now(),
): boolean {
  if (expires === undefined || signature === undefined) return false;
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  if (!SIGNATURE_SHAPE.test(signature)) return false;
  const expected = Buffer.from(uploadSignature(secret, uploadId, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * The absolute URL of an uploaded file for the caller of `request`. Public files get their plain address;
 * private ones (recharge proofs, ID documents) a link signed for {@link SIGNED_URL_LIFETIME_SECONDS}, because
 * an `<img>` cannot send the access-token header. Features that show a private file to its owner or to staff
 * (wallet proofs, seller review) call this each time they answer, so links are always fresh.
 */
export function signedFileUrl(
  request: FastifyRequest,
  config: SigningConfig,
  uploadId: number,
  isPrivate: boolean,
  now: number = Date.now(),
): string {
  const url = `${request.protocol}://${request.host}${uploadPath(uploadId)}`;
  if (!isPrivate) return url;
  const expires = Math.floor(now / 1000) + SIGNED_URL_LIFETIME_SECONDS;
  const signature = uploadSignature(config.signingSecret, uploadId, expires);
  return `${url}?expires=${expires}&signature=${signature}`;
}
