import { isIPv4, isIPv6 } from 'node:net';
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { signInThrottles } from './tables';

/**
 * How sign-in attempts are limited (docs/deploy.md, "Sign-in limits"). Both limits are counted in PostgreSQL, so
 * they hold across every API process on the database, and are answered with 1100009 and how long to wait.
 */
export interface SignInLimits {
  /** Attempts per client address and minute, by every sign-in operation together; 0 turns the limit off. */
  perAddressPerMinute: number;
  /**
   * Failed password sign-ins in a row for one e-mail address (known or not) before each further attempt waits
   * 1 s, 2 s, 4 s… after the last; 0 turns the per-account limit off.
   */
  accountFailuresBeforeDelay: number;
  /** The longest wait: what a stranger guessing at someone's password can hold them off for. */
  accountMaxDelaySeconds: number;
  /** Failures are forgotten after this long without one (and on a successful sign-in). */
  accountWindowSeconds: number;
}

const ADDRESS_WINDOW_SECONDS = 60;

/** Pruning runs on about one attempt in this many; a prune deletes by the window index. */
const PRUNE_EVERY = 100;

const tooManyAttempts = (seconds: number) => {
  const wait = Math.max(1, Math.ceil(seconds));
  return new DomainError(
    'TOO_MANY_SIGN_IN_ATTEMPTS',
    { retry_after_seconds: wait },
    `Too many sign-in attempts: try again in ${wait} s`,
  );
};

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const secondsUntil = (column: SQL | typeof signInThrottles.nextAttemptAt, now: Date) =>
  sql<number>`ceil(extract(epoch from ${column} - ${at(now)}))::int`;

/** The e-mail address as accounts are looked up (case-insensitively), so that spellings share one count. */
export const signInAccountKey = (email: string) => email.trim().toLowerCase();

/** An IPv6 address's eight groups, without a zone. */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!.toLowerCase();
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, embedded.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/**
 * Whose attempts a client address counts as: an IPv4 address (also IPv4-mapped IPv6) as it is, an IPv6 address by
 * its /64, which one subscriber usually gets whole (counting each of its addresses apart would be no limit).
 */
export function signInAddressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/**
 * Counts a sign-in attempt from the client `address` and refuses it (1100009) past the limit for the minute. One
 * statement, atomic on its row, on `db` itself: call it outside any transaction the sign-in may roll back.
 */
export async function countSignInFromAddress(
  db: Database,
  address: string,
  limits: SignInLimits,
  now: Date,
): Promise<void> {
  if (limits.perAddressPerMinute === 0) return;
  const t = signInThrottles;
  const windowOver = sql`${t.windowStartedAt} <= ${at(now)} - make_interval(secs => ${ADDRESS_WINDOW_SECONDS}::int)`;
  const [row] = await db
    .insert(t)
    .values({
      scope: 'address',
      key: signInAddressKey(address),
      attempts: 1,
      windowStartedAt: now.toISOString(),
    })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${t.attempts} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${at(now)} else ${t.windowStartedAt} end`,
      },
    })
    .returning({
      attempts: t.attempts,
      wait: secondsUntil(
        sql`${t.windowStartedAt} + make_interval(secs => ${ADDRESS_WINDOW_SECONDS}::int)`,
        now,
      ),
    });
  await maybePrune(db, limits, now);
  if (row!.attempts > limits.perAddressPerMinute) throw tooManyAttempts(row!.wait);
}

/**
 * Claims a password sign-in attempt for `email` (whether or not an account has it, so the answer tells nothing
 * about that): refused with 1100009 while the e-mail address must still wait. A claimed attempt counts as a failure
 * at once, before the password is checked, so a failure is recorded whatever happens to the sign-in afterwards and
 * parallel attempts cannot all slip through one open moment; {@link forgetSignInFailures} clears the count on
 * success. From the `accountFailuresBeforeDelay`-th failure in a row on, the next attempt waits 1 s, 2 s, 4 s… (at
 * most `accountMaxDelaySeconds`) after the last; a refused attempt changes nothing, so a stranger cannot lengthen
 * the wait by hammering. One statement on `db` itself: call it outside any transaction.
 */
export async function claimPasswordSignIn(
  db: Database,
  email: string,
  limits: SignInLimits,
  now: Date,
): Promise<void> {
  const free = limits.accountFailuresBeforeDelay;
  if (free === 0) return;
  const t = signInThrottles;
  const key = signInAccountKey(email);
  const forgotten = sql`${t.windowStartedAt} <= ${at(now)} - make_interval(secs => ${limits.accountWindowSeconds}::int)`;
  const failures = sql`case when ${forgotten} then 1 else ${t.attempts} + 1 end`;
  // 2^(failures - free) seconds once `free` failures are reached; the exponent is bounded before the cap applies.
  const delay = sql`case when ${failures} < ${free}::int then 0
    else least(power(2, least(${failures} - ${free}::int, 30)), ${limits.accountMaxDelaySeconds}::float8) end`;
  const firstDelay = free > 1 ? 0 : Math.min(1, limits.accountMaxDelaySeconds);
  const [claimed] = await db
    .insert(t)
    .values({
      scope: 'account',
      key,
      attempts: 1,
      windowStartedAt: now.toISOString(),
      nextAttemptAt: new Date(now.getTime() + firstDelay * 1000).toISOString(),
    })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        attempts: failures,
        windowStartedAt: now.toISOString(),
        nextAttemptAt: sql`${at(now)} + make_interval(secs => ${delay})`,
      },
      setWhere: or(isNull(t.nextAttemptAt), sql`${t.nextAttemptAt} <= ${at(now)}`),
    })
    .returning({ attempts: t.attempts });
  await maybePrune(db, limits, now);
  if (claimed) return;
  const [waiting] = await db
    .select({ wait: secondsUntil(t.nextAttemptAt, now) })
    .from(t)
    .where(and(eq(t.scope, 'account'), eq(t.key, key)));
  // Gone meanwhile (a success cleared it): still refused, the shortest wait.
  throw tooManyAttempts(waiting?.wait ?? 1);
}

/** A successful sign-in: the e-mail address's failures are forgotten. */
export async function forgetSignInFailures(db: Database, email: string): Promise<void> {
  const t = signInThrottles;
  await db.delete(t).where(and(eq(t.scope, 'account'), eq(t.key, signInAccountKey(email))));
}

/**
 * Deletes the counts no limit looks at any more: windows over for longer than the longest of them, with nothing
 * left to wait for. Answers how many went.
 */
export async function pruneSignInThrottles(db: Database, limits: SignInLimits, now: Date): Promise<number> {
  const t = signInThrottles;
  const keepSeconds = Math.max(
    ADDRESS_WINDOW_SECONDS,
    limits.accountWindowSeconds,
    limits.accountMaxDelaySeconds,
  );
  const cutoff = new Date(now.getTime() - keepSeconds * 1000).toISOString();
  const deleted = await db
    .delete(t)
    .where(
      and(lt(t.windowStartedAt, cutoff), or(isNull(t.nextAttemptAt), sql`${t.nextAttemptAt} <= ${at(now)}`)),
    )
    .returning({ key: t.key });
  return deleted.length;
}

async function maybePrune(db: Database, limits: SignInLimits, now: Date): Promise<void> {
  if (Math.random() * PRUNE_EVERY < 1) await pruneSignInThrottles(db, limits, now);
}
