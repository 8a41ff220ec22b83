import { and, eq } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { uploads } from './tables';

/** Whether upload `uploadId` is a public file `ownerId` uploaded themselves (e.g. one they may use as avatar). */
export async function isOwnPublicUpload(
  db: Database,
  { uploadId, ownerId }: { uploadId: number; ownerId: number },
): Promise<boolean> {
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, ownerId), eq(uploads.isPrivate, false)));
  return upload !== undefined;
}
