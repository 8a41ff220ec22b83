import { and, eq } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { uploads } from './tables';

export interface OwnedUpload {
  id: number;
  purpose: string;
  isPrivate: boolean;
}

/** An upload `ownerId` made themselves, or undefined (missing or someone else's). */
export async function findOwnUpload(
  db: Database,
  { uploadId, ownerId }: { uploadId: number; ownerId: number },
): Promise<OwnedUpload | undefined> {
  const [upload] = await db
    .select({ id: uploads.id, purpose: uploads.purpose, isPrivate: uploads.isPrivate })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, ownerId)));
  return upload;
}
