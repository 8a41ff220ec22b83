import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { lockUserForUpdate } from './lock';
import { hashPassword } from './passwords';
import { emailVerifications, mailOutbox, users } from './tables';

/** How long a code sent to an e-mail address stays valid. */
export const EMAIL_CODE_LIFETIME_MS = 15 * 60_000;
/** Codes one user may have sent per rolling hour. */
const CODES_PER_HOUR = 5;
/** Wrong tries a code survives; the next one needs a new code. */
const MAX_ATTEMPTS = 5;

const codeHash = (userId: number, email: string, code: string) =>
  createHash('sha256').update(`${userId}\n${email.toLowerCase()}\n${code}`).digest();

const sameAddress = (column: typeof users.email | typeof emailVerifications.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

async function emailTakenByOther(db: Database, userId: number, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sameAddress(users.email, email));
  return row !== undefined && row.id !== userId;
}

async function accountWithoutEmail(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('INVALID_TOKEN');
  if (user.email !== '') throw new DomainError('EMAIL_ALREADY_SET');
}

/**
 * Sends a six-digit code to the address an account without an e-mail (one made with the short-video platform)
 * wants to add: the mail goes to the outbox, the code is kept only as a hash.
 */
export async function sendEmailVerificationCode(
  db: Database,
  userId: number,
  address: string,
  now: Date = new Date(),
): Promise<{ expiresAt: Date }> {
  const email = address.trim();
  await accountWithoutEmail(db, userId);
  if (await emailTakenByOther(db, userId, email)) throw new DomainError('EMAIL_ALREADY_EXISTS');
  const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
  const [sent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, hourAgo)));
  if ((sent?.n ?? 0) >= CODES_PER_HOUR) throw new DomainError('EMAIL_CODES_TOO_MANY');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + EMAIL_CODE_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx.insert(emailVerifications).values({
      userId,
      email,
      codeHash: codeHash(userId, email, code),
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    await tx.insert(mailOutbox).values({
      recipient: email,
      subject: `Mall: your code is ${code}`,
      body:
        `Your Mall verification code is ${code}. It is valid for 15 minutes.\n` +
        'If you did not ask to add this address to a Mall account, ignore this mail.',
    });
  });
  return { expiresAt };
}

/**
 * Adds the e-mail address with the latest code sent to it: each code is used once and survives a few wrong
 * tries. `password` sets the account's first password, so it can sign in with the e-mail as well.
 */
export async function verifyEmailCode(
  db: Database,
  userId: number,
  input: { email: string; code: string; password?: string },
  now: Date = new Date(),
): Promise<void> {
  const email = input.email.trim();
  await accountWithoutEmail(db, userId);
  const [pending] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        sameAddress(emailVerifications.email, email),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now.toISOString()),
      ),
    )
    .orderBy(desc(emailVerifications.id))
    .limit(1);
  if (!pending || pending.attempts >= MAX_ATTEMPTS) throw new DomainError('EMAIL_CODE_WRONG');
  if (!timingSafeEqual(pending.codeHash, codeHash(userId, email, input.code))) {
    await db
      .update(emailVerifications)
      .set({ attempts: sql`${emailVerifications.attempts} + 1` })
      .where(eq(emailVerifications.id, pending.id));
    throw new DomainError('EMAIL_CODE_WRONG');
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    await lockUserForUpdate(tx, userId);
    const [used] = await tx
      .update(emailVerifications)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(emailVerifications.id, pending.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id });
    if (!used) throw new DomainError('EMAIL_CODE_WRONG');
    const [user] = await tx
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new DomainError('INVALID_TOKEN');
    if (user.email !== '') throw new DomainError('EMAIL_ALREADY_SET');
    if (await emailTakenByOther(tx, userId, email)) throw new DomainError('EMAIL_ALREADY_EXISTS');
    await tx
      .update(users)
      .set({ email, ...(passwordHash && user.passwordHash === '' ? { passwordHash } : {}) })
      .where(eq(users.id, userId));
  });
}

/** The newest mail in the outbox for an address (what `npm run ops -- mail-outbox` prints). */
export async function latestMailTo(
  db: Database,
  recipient: string,
): Promise<{ subject: string; body: string; createdAt: string } | undefined> {
  const [row] = await db
    .select({ subject: mailOutbox.subject, body: mailOutbox.body, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = lower(${recipient.trim()})`)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}
