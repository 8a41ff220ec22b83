import path from 'node:path';
import { DomainError } from '@mall/server-core';
import { findUpload } from '@mall/server-upload';
import type { HandlerContext, Handlers } from '../../http/routes';
import type { Dependencies } from '../dependencies';
import { UploadRejected, type UploadRejectionReason } from './image-processing';
import { absoluteUrl } from '../media';
import { isValidUploadSignature, signedUploadPath } from './signed-url';
import { readUploadForm } from './upload-form';
import { type StoredFileBody, StoredFileMissing } from './storage';
import { storeUpload } from './store-upload';
import { MAX_UPLOAD_BYTES } from './upload-policy';

/** What the uploader is told for each reason a file is refused (never the parser's own words). */
const rejectionMessages: Record<UploadRejectionReason, string> = {
  'unsupported-type': 'Only JPEG, PNG, GIF and WebP images are accepted',
  'too-large': `File too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB`,
  corrupt: 'The image could not be read',
  'too-many-pixels': 'The image is too large: it has too many pixels',
};

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** A private file may be kept by the browser only while the link that fetched it is still valid. */
const privateCache = (expires: number, now = Date.now()) =>
  `private, max-age=${Math.max(0, expires - Math.floor(now / 1000))}`;

/** Missing, and without a valid signature, answer alike: nobody learns which ids exist. */
const notFound = () => new DomainError('NO_DATA_FOUND');

/** `uploadFile` and `getUploadedFile`: checked, re-encoded uploads stored under random names. */
export function uploadHandlers({ db, config, storage }: Dependencies): Handlers {
  /**
   * Binary operations answer through `reply` (the route layer ignores what they return); the file is sent
   * with its stored type, `nosniff`, and a download name made from the id, never the uploader's file name.
   */
  const getUploadedFile = async ({ args, reply }: HandlerContext<'getUploadedFile'>): Promise<void> => {
    const row = await findUpload(db, args.id);
    if (!row) throw notFound();
    const upload = { id: args.id, isPrivate: row.isPrivate };
    if (!isValidUploadSignature(config.signingSecret, upload, args.expires, args.signature)) throw notFound();
    let stored: StoredFileBody;
    try {
      stored = await storage.get(row.storageKey);
    } catch (error) {
      if (error instanceof StoredFileMissing) throw notFound();
      throw error;
    }
    reply
      .header('content-type', row.contentType)
      .header('content-length', String(stored.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="file-${args.id}${path.extname(row.storageKey)}"`)
      .header('cache-control', row.isPrivate ? privateCache(args.expires!) : PUBLIC_CACHE)
      .send(stored.body);
  };

  return {
    uploadFile: async ({ user, request }) => {
      const form = await readUploadForm(request);
      let stored: Awaited<ReturnType<typeof storeUpload>>;
      try {
        stored = await storeUpload(db, storage, {
          ownerId: user.id,
          purpose: form.purpose,
          bytes: form.file,
        });
      } catch (error) {
        if (error instanceof UploadRejected)
          throw new DomainError('INVALID_PARAMETERS', null, rejectionMessages[error.reason]);
        throw error;
      }
      if (stored === undefined) throw new DomainError('DATA_OPERATION_FAILED');
      return {
        id: stored.id,
        url: absoluteUrl(request, signedUploadPath(config, stored.id, stored.private)),
        content_type: stored.contentType,
        size: stored.size,
        private: stored.private,
      };
    },
    getUploadedFile,
  };
}
