import { eq } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { uploads } from './tables';

export interface StoredUpload {
  storageKey: string;
  contentType: string;
  isPrivate: boolean;
}

export async function findUpload(db: Database, id: number): Promise<StoredUpload | undefined> {
  const [row] = await db
    .select({
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      isPrivate: uploads.isPrivate,
    })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row;
}

export interface NewUpload extends StoredUpload {
  ownerId: number;
  size: number;
  purpose: string;
}

/** Records a stored file; answers its id. */
export async function recordUpload(db: Database, upload: NewUpload): Promise<number | undefined> {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id });
  return row?.id;
}
