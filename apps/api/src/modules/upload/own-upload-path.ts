import { DomainError } from '@mall/server-core';
import { isOwnPublicUpload } from '@mall/server-upload';
import type { Database } from '../../db/connection';
import { type SigningConfig, signedUploadPath } from './signed-url';

/**
 * A profile picture (avatar, seller photo) given as the URL of an upload must be a public image the user
 * uploaded themselves; it is stored as its signed server path, `''` for none. Anything else: EDIT_DATA_INVALID.
 */
export async function ownPictureUploadPath(
  db: Database,
  config: SigningConfig,
  url: string,
  userId: number,
): Promise<string> {
  if (url === '') return '';
  const uploadId = Number(/\/api\/uploads\/(\d+)(?:\?|$)/.exec(url)?.[1]);
  if (!Number.isInteger(uploadId) || !(await isOwnPublicUpload(db, { uploadId, ownerId: userId })))
    throw new DomainError('EDIT_DATA_INVALID');
  return signedUploadPath(config, uploadId, false);
}
