import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { sessions, users } from './tables';

const SESSION_LIFETIME_DAYS = 30;

export interface SessionUser {
  id: number;
  sessionId: number;
  email: string;
  firstname: string;
  role: 'customer' | 'staff';
  isSeller: boolean;
  /** A staff member's roles; empty for customers. */
  staffRoles: string[];
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** A new opaque token: 32 random bytes; only its SHA-256 hash is stored. */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_DAYS * 86_400_000).toISOString();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(eq(sessions.id, sessionId));
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** The signed-in user for a token, or null for a missing, unknown, revoked or expired one. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      id: users.id,
      sessionId: sessions.id,
      email: users.email,
      firstname: users.firstname,
      role: users.role,
      isSeller: users.isSeller,
      staffRoles: users.staffRoles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
        gt(sessions.expiresAt, new Date().toISOString()),
      ),
    )
    .limit(1);
  return row ?? null;
}
