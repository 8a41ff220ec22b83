import type { AuthLevel } from '@mall/sdk-manifest';
import type { Database } from '../db/connection';
import { findSessionUser, type SessionUser } from '@mall/server-account';
import { DomainError } from '@mall/server-core';

/**
 * Applies an endpoint's auth level. No token where one is needed answers 1100003 (not logged in); a token
 * that matches no live session answers 1000004 (invalid token), on optional endpoints too, so the client
 * clears it. Seller and staff endpoints refuse other users with HTTP 403 "no permission" (not a logout code).
 */
export async function authenticate(
  db: Database,
  level: AuthLevel,
  token: string | undefined,
): Promise<SessionUser | null> {
  const presented = token?.trim();
  if (!presented) {
    if (level === 'none' || level === 'optional') return null;
    throw new DomainError('TOKEN_EXPIRED');
  }
  if (level === 'none') return null;
  const user = await findSessionUser(db, presented);
  if (!user) throw new DomainError('INVALID_TOKEN');
  if (level === 'seller' && !user.isSeller) throw new PermissionDenied();
  if (level === 'staff' && user.role !== 'staff') throw new PermissionDenied();
  return user;
}

export class PermissionDenied extends Error {
  constructor() {
    super('You have no permission to access this resource');
  }
}
