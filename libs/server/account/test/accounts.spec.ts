import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import {
  claimPasswordSignIn,
  createSession,
  findSessionUser,
  forgetSignInFailures,
  registerCustomer,
  revokeSession,
  type SignInLimits,
  signInAddressKey,
  countSignInFromAddress,
  updateProfile,
  verifyPasswordSignIn,
} from '../src';

const customer = (email: string) => ({
  email,
  password: 'correct horse 1',
  firstname: ' Ada ',
  lastname: 'Lovelace',
});

/** What a refused call answered: its DomainError key and details, or that it passed. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'it passed',
    (error: { key?: string; data?: unknown }) => ({ key: error.key, data: error.data }),
  );

// One database for the file: opening one is most of the suite's time, and the tests use addresses of their own.
let database: DatabaseHandle;
before(async () => {
  database = await openTestDatabase();
});
after(() => database.close());

describe('accounts and sessions', () => {
  it('registers a customer once per e-mail address, whatever its case, and signs them in by it', async () => {
    const { db } = database;
    const ada = await registerCustomer(db, customer(' ada@example.com '));
    expect(ada).toMatchObject({
      email: 'ada@example.com',
      firstname: 'Ada',
      role: 'customer',
      isSeller: false,
    });
    expect(ada.invitationCode).toMatch(/^[A-Z0-9x]{8}$/i);
    expect(await refusal(registerCustomer(db, customer('ADA@example.com')))).toMatchObject({
      key: 'EMAIL_ALREADY_EXISTS',
    });
    expect((await verifyPasswordSignIn(db, 'Ada@Example.com', 'correct horse 1')).id).toBe(ada.id);
    for (const [email, password] of [
      ['ada@example.com', 'wrong horse'],
      ['nobody@example.com', 'correct horse 1'],
    ] as const)
      expect(await refusal(verifyPasswordSignIn(db, email, password))).toMatchObject({
        key: 'EMAIL_OR_PASSWORD_WRONG',
      });
  });

  it('records who invited a customer by their code and refuses an unknown code', async () => {
    const { db } = database;
    const inviter = await registerCustomer(db, customer('inviter@example.com'));
    const invited = await registerCustomer(db, {
      ...customer('invited@example.com'),
      invitationCode: inviter.invitationCode!.toLowerCase(),
    });
    expect(invited.invitedBy).toBe(inviter.id);
    expect(
      await refusal(registerCustomer(db, { ...customer('stray@example.com'), invitationCode: 'NOSUCHCODE' })),
    ).toMatchObject({ key: 'REGISTRATION_DATA_INVALID' });
  });

  it('finds the user of a session token until the session is revoked, and nothing for a made-up token', async () => {
    const { db } = database;
    const user = await registerCustomer(db, customer('session@example.com'));
    const token = await createSession(db, user.id);
    const found = await findSessionUser(db, token);
    expect(found).toMatchObject({ id: user.id, email: 'session@example.com', role: 'customer' });
    expect(await findSessionUser(db, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await findSessionUser(db, 'not a token')).toBeNull();
    await revokeSession(db, found!.sessionId);
    expect(await findSessionUser(db, token)).toBeNull();
  });

  it('signs out every other session when the password changes, and only with the current password', async () => {
    const { db } = database;
    const user = await registerCustomer(db, customer('mover@example.com'));
    const here = await createSession(db, user.id);
    const elsewhere = await createSession(db, user.id);
    const sessionId = (await findSessionUser(db, here))!.sessionId;
    expect(
      await refusal(
        updateProfile(
          db,
          { userId: user.id, sessionId },
          { password: { current: 'guess', next: 'new horse 2' } },
        ),
      ),
    ).toMatchObject({ key: 'EMAIL_OR_PASSWORD_WRONG' });
    expect(await findSessionUser(db, elsewhere)).not.toBeNull();

    await updateProfile(
      db,
      { userId: user.id, sessionId },
      { firstname: ' Grace ', password: { current: 'correct horse 1', next: 'new horse 2' } },
    );
    expect(await findSessionUser(db, here)).toMatchObject({ firstname: 'Grace' });
    expect(await findSessionUser(db, elsewhere)).toBeNull();
    expect((await verifyPasswordSignIn(db, 'mover@example.com', 'new horse 2')).id).toBe(user.id);
    expect(await refusal(updateProfile(db, { userId: user.id, sessionId }, {}))).toMatchObject({
      key: 'EDIT_DATA_INVALID',
    });
  });
});

describe('sign-in limits', () => {
  const limits: SignInLimits = {
    perAddressPerMinute: 3,
    accountFailuresBeforeDelay: 3,
    accountMaxDelaySeconds: 8,
    accountWindowSeconds: 900,
  };
  const start = new Date('2026-01-01T10:00:00Z');
  const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('lets the first failures through, then makes each next attempt wait 1 s, 2 s, 4 s… up to the cap', async () => {
    const { db } = database;
    const claim = (seconds: number) =>
      refusal(claimPasswordSignIn(db, 'Target@Example.com', limits, later(seconds)));
    // Three failures in a row pass at once; from the third on, each claim sets the next wait.
    expect(await claim(0)).toBe('it passed');
    expect(await claim(0)).toBe('it passed');
    expect(await claim(0)).toBe('it passed');
    expect(await claim(0.5)).toEqual({ key: 'TOO_MANY_SIGN_IN_ATTEMPTS', data: { retry_after_seconds: 1 } });
    expect(await claim(1)).toBe('it passed');
    expect(await claim(2)).toEqual({ key: 'TOO_MANY_SIGN_IN_ATTEMPTS', data: { retry_after_seconds: 1 } });
    // A refused attempt does not lengthen the wait.
    expect(await claim(3)).toBe('it passed');
    expect(await claim(4)).toEqual({ key: 'TOO_MANY_SIGN_IN_ATTEMPTS', data: { retry_after_seconds: 3 } });
    expect(await claim(7)).toBe('it passed');
    expect(await claim(8)).toEqual({ key: 'TOO_MANY_SIGN_IN_ATTEMPTS', data: { retry_after_seconds: 7 } });
    expect(await claim(15)).toBe('it passed');
    // 2^4 = 16 s is beyond the 8 s cap.
    expect(await claim(16)).toEqual({ key: 'TOO_MANY_SIGN_IN_ATTEMPTS', data: { retry_after_seconds: 7 } });
  });

  it('forgets the failures on a successful sign-in, and counts each spelling of an address as one', async () => {
    const { db } = database;
    for (let failure = 0; failure < 3; failure += 1)
      await claimPasswordSignIn(db, 'forgets@example.com', limits, start);
    expect(await refusal(claimPasswordSignIn(db, ' FORGETS@example.com', limits, start))).toMatchObject({
      key: 'TOO_MANY_SIGN_IN_ATTEMPTS',
    });
    await forgetSignInFailures(db, 'Forgets@Example.com');
    expect(await refusal(claimPasswordSignIn(db, 'forgets@example.com', limits, start))).toBe('it passed');
  });

  it('limits attempts per client address and minute, an IPv6 subscriber by its /64', async () => {
    const { db } = database;
    const attempt = (address: string, seconds: number) =>
      refusal(countSignInFromAddress(db, address, limits, later(seconds)));
    for (const host of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::9'])
      expect(await attempt(host, 0)).toBe('it passed');
    expect(await attempt('2001:db8:1:2::77', 10)).toEqual({
      key: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      data: { retry_after_seconds: 50 },
    });
    expect(await attempt('2001:db8:1:3::1', 10)).toBe('it passed');
    expect(await attempt('2001:db8:1:2::1', 60)).toBe('it passed');
    expect(signInAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(signInAddressKey('2001:DB8:0:0:1::1')).toBe('2001:db8:0:0::/64');
  });
});
