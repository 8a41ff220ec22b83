import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '@mall/server-core';
import { sessions } from './tables';

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

// Every signed-in request reads it: planned once a connection, where planning took longer than running it.
const sessionUserStatement = preparedStatement<SessionUser, { tokenHash: Buffer }>(
  'find_session_user',
  sql`select u.id, s.id as "sessionId", u.email, u.firstname, u.role, u.is_seller as "isSeller",
             u.staff_roles as "staffRoles"
        from sessions s join users u on u.id = s.user_id
       where s.token_hash = ${sql.placeholder('tokenHash')} and s.revoked_at is null and u.disabled_at is null
         and s.expires_at > now()
       limit 1`,
);

/** The signed-in user for a token, or null for a missing, unknown, revoked or expired one. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await sessionUserStatement(db, { tokenHash: hashToken(token) });
  return row ?? null;
}
