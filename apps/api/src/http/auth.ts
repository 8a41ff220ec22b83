import type { AuthLevel } from '@mall/sdk-manifest';
import type { Database } from '../db/connection';
import { findSessionUser, type SessionUser, staffMayAct } from '@mall/server-account';
import { DomainError } from '@mall/server-core';

/**
 * Applies an endpoint's auth level. No token where one is needed answers 1100003 (not logged in); a token
 * that matches no live session answers 1000004 (invalid token), on optional endpoints too, so the client
 * clears it. Staff and customer sessions are kept apart (docs/api.md, "Staff console"): a staff session works
 * only for `staff` endpoints (on `optional` ones it counts as no session), and seller and staff endpoints refuse
 * anyone else with HTTP 403 "no permission" (not a logout code). A staff endpoint's `staffRoles` then needs
 * one of them (an admin has every one): 3100004 otherwise.
 */
export async function authenticate(
  db: Database,
  level: AuthLevel,
  token: string | undefined,
  staffRoles?: readonly string[],
): Promise<SessionUser | null> {
  const presented = token?.trim();
  if (!presented) {
    if (level === 'none' || level === 'optional') return null;
    throw new DomainError('TOKEN_EXPIRED');
  }
  if (level === 'none') return null;
  const user = await findSessionUser(db, presented);
  if (!user) throw new DomainError('INVALID_TOKEN');
  const staff = user.role === 'staff';
  if (level === 'staff') {
    if (!staff) throw new PermissionDenied();
    if (staffRoles && !staffMayAct(user.staffRoles, staffRoles))
      throw new DomainError('STAFF_ROLE_REQUIRED', { roles: [...staffRoles] });
    return user;
  }
  if (staff) {
    if (level === 'optional') return null;
    throw new PermissionDenied();
  }
  if (level === 'seller' && !user.isSeller) throw new PermissionDenied();
  return user;
}

export class PermissionDenied extends Error {
  constructor() {
    super('You have no permission to access this resource');
  }
}
