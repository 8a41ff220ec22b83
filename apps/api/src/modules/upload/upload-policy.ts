import { detectFileKind } from './file-kind';
import { DEFAULT_IMAGE_LIMITS, reencodeImage, UploadRejected } from './image-processing';
import type { ImageLimits, ReencodedImage } from './image-processing';

export { UploadRejected } from './image-processing';

/** Largest request body part accepted for field `file` (checked before any decoding). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** The endpoint takes field `file` once; multi-file widgets send one request per file. */
export const MAX_FILES_PER_REQUEST = 1;

/**
 * Purposes whose files only the uploader and staff may read (the `UploadPurpose` values of the SDK): payment
 * proofs, identity documents, and pictures sent to customer service (a conversation is the shopper's and staff's).
 * Avatars, shop logos, product images and comment pictures are shown to other people, so their links last, but they are still
 * signed: an id alone opens nothing.
 */
const PRIVATE_PURPOSES: ReadonlySet<string> = new Set(['recharge_proof', 'id_document', 'chat']);

export function isPrivatePurpose(purpose: string): boolean {
  return PRIVATE_PURPOSES.has(purpose);
}

export interface UploadPolicyOptions {
  maxBytes?: number;
  imageLimits?: ImageLimits;
}

/**
 * Checks and sanitises one uploaded file: size limit, type from magic bytes (never the name or declared type),
 * then a full decode and re-encode. Every accepted purpose currently takes images only.
 */
export async function acceptUpload(
  bytes: Uint8Array,
  purpose: string,
  { maxBytes = MAX_UPLOAD_BYTES, imageLimits = DEFAULT_IMAGE_LIMITS }: UploadPolicyOptions = {},
): Promise<ReencodedImage & { private: boolean }> {
  if (bytes.byteLength > maxBytes) throw new UploadRejected('too-large', `File exceeds ${maxBytes} bytes`);
  const kind = detectFileKind(bytes);
  if (kind === null)
    throw new UploadRejected('unsupported-type', 'Only JPEG, PNG, GIF and WebP images are accepted');
  const image = await reencodeImage(bytes, kind, imageLimits);
  return { ...image, private: isPrivatePurpose(purpose) };
}
