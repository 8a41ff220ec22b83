import type { Database } from '@mall/server-core';
import { recordUpload } from '@mall/server-upload';
import type { FileStorage } from './storage';
import { acceptUpload } from './upload-policy';

export interface StoredFile {
  id: number;
  contentType: string;
  size: number;
  private: boolean;
}

/**
 * What every upload goes through, from the upload operation or the demo seed: the file is checked and
 * re-encoded (`acceptUpload`, which throws `UploadRejected`), stored under a random name (private purposes
 * privately) and recorded for its owner. A file whose row fails is removed: it would be unreachable.
 */
export async function storeUpload(
  db: Database,
  storage: FileStorage,
  upload: { ownerId: number; purpose: string; bytes: Uint8Array },
): Promise<StoredFile | undefined> {
  const accepted = await acceptUpload(upload.bytes, upload.purpose);
  const { key } = await storage.put(accepted.data, {
    extension: accepted.extension,
    visibility: accepted.private ? 'private' : 'public',
    contentType: accepted.contentType,
  });
  const id = await recordUpload(db, {
    ownerId: upload.ownerId,
    storageKey: key,
    contentType: accepted.contentType,
    size: accepted.data.byteLength,
    purpose: upload.purpose,
    isPrivate: accepted.private,
  }).catch(async (error: unknown) => {
    await storage.remove(key);
    throw error;
  });
  if (id === undefined) return undefined;
  return { id, contentType: accepted.contentType, size: accepted.data.byteLength, private: accepted.private };
}
