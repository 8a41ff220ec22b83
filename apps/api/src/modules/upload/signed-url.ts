import { createHmac, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@mall/sdk-manifest';
import type { ServerConfig } from '../../config';

/** How long a signed link to a private file stays valid. */
export const SIGNED_URL_LIFETIME_SECONDS = 3600;

export type SigningConfig = Pick<ServerConfig, 'signingSecret'>;

const SIGNATURE_SHAPE = /^[0-9a-f]{64}$/i;

/** The path an upload is served at (`GET /api/uploads/{id}`, from the manifest). */
export const uploadPath = (uploadId: number) =>
  `/api${endpoints.getUploadedFile.path.replace('{id}', String(uploadId))}`;

/** Hex HMAC-SHA256 of `<id>.<expires>` with the server's signing secret: a private file's link until `expires`. */
export function uploadSignature(secret: string, uploadId: number, expires: number): string {
  return createHmac('sha256', secret).update(`${uploadId}.${expires}`, 'utf8').digest('hex');
}

/**
 * Hex HMAC-SHA256 of `<id>.public`: a public file's lasting link. Ids count up, so without it anyone could walk
 * `/api/uploads/1, 2, 3…` and collect every avatar, logo and picture ever uploaded, attached or not.
 */
export function publicUploadSignature(secret: string, uploadId: number): string {
  return createHmac('sha256', secret).update(`${uploadId}.public`, 'utf8').digest('hex');
}

const sameSignature = (expected: string, given: string) =>
  SIGNATURE_SHAPE.test(given) && timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));

/**
 * Whether a link's `expires` and `signature` were issued by this server for this upload and are still valid:
 * an unexpired signed link for a private file, the lasting signature for a public one. The comparison takes
 * the same time whatever the signature, so it cannot be guessed byte by byte.
 */
export function isValidUploadSignature(
  secret: string,
  upload: { id: number; isPrivate: boolean },
  expires: number | undefined,
  signature: string | undefined,
  now: number = Date.now(),
): boolean {
  if (signature === undefined) return false;
  if (!upload.isPrivate)
    return expires === undefined && sameSignature(publicUploadSignature(secret, upload.id), signature);
  if (expires === undefined || !Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  return sameSignature(uploadSignature(secret, upload.id, expires), signature);
}

/**
 * The server path of an uploaded file with the signature that opens it. Public files get a lasting link (stored
 * as is, e.g. as an avatar); private ones (recharge proofs, ID documents, chat pictures) a link valid for
 * {@link SIGNED_URL_LIFETIME_SECONDS}, because an `<img>` cannot send the access-token header. Features that show
 * a private file to its owner or to staff call this each time they answer, so links are always fresh.
 */
export function signedUploadPath(
  config: SigningConfig,
  uploadId: number,
  isPrivate: boolean,
  now: number = Date.now(),
): string {
  if (!isPrivate)
    return `${uploadPath(uploadId)}?signature=${publicUploadSignature(config.signingSecret, uploadId)}`;
  const expires = Math.floor(now / 1000) + SIGNED_URL_LIFETIME_SECONDS;
  const signature = uploadSignature(config.signingSecret, uploadId, expires);
  return `${uploadPath(uploadId)}?expires=${expires}&signature=${signature}`;
}
