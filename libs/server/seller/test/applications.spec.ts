import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { findUser, registerCustomer } from '@mall/server-account';
import { type Database, DomainError } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import {
  applicationPage,
  applyForSeller,
  decideApplication,
  issueSellerTicket,
  latestApplication,
  redeemSellerTicket,
  TICKET_LIFETIME_MS,
} from '../src';

const newUser = async (db: Database, email: string) =>
  (await registerCustomer(db, { email, password: 'seller pass 1', firstname: 'S', lastname: 'E' })).id;

const customer = (userId: number) => ({ userId, role: 'customer' as const });
const shop = { reason: '  I make lamps  ', shopName: ' Lamp Works ' };

/** A decision as the operators' command makes it (an actor with no staff account behind it). */
const decision = (accept: boolean, message: string) => {
  const made = { accept, message, actor: { kind: 'ops' as const } };
  return made;
};

const keyOf = (work: Promise<unknown>) =>
  work.then(
    () => 'it passed',
    (error: unknown) => (error instanceof DomainError ? error.key : `fault: ${String(error)}`),
  );

describe('seller applications', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('takes one open application per user, and a new one only after a refusal', async () => {
    const { db } = database;
    const user = await newUser(db, 'lamps@example.com');
    const applied = await applyForSeller(db, customer(user), shop);
    expect(applied).toMatchObject({
      userId: user,
      status: 'pending',
      reason: 'I make lamps',
      shopName: 'Lamp Works',
    });
    expect(await keyOf(applyForSeller(db, customer(user), shop))).toBe('SELLER_REAPPLICATION');
    expect(await keyOf(applyForSeller(db, { userId: user, role: 'staff' }, shop))).toBe(
      'SELLER_APPLICATION_FAILED',
    );

    const refused = await decideApplication(db, applied.id, decision(false, ' Show us your lamps '));
    expect(refused).toMatchObject({ status: 'refused', message: 'Show us your lamps' });
    expect((await findUser(db, user)).isSeller).toBe(false);
    const again = await applyForSeller(db, customer(user), {
      reason: 'Photos attached',
      shopName: 'Lamp Works',
    });
    expect(await latestApplication(db, user)).toMatchObject({ id: again.id, status: 'pending' });
  });

  it('makes the user a seller on acceptance, decides each application once, and queues the pending oldest first', async () => {
    const { db } = database;
    const first = await applyForSeller(db, customer(await newUser(db, 'first@example.com')), shop);
    const second = await applyForSeller(db, customer(await newUser(db, 'second@example.com')), shop);
    const pendingIds = (await applicationPage(db, 'pending', { page: 1, pageSize: 50 })).list.map(
      (row) => row.id,
    );
    expect(pendingIds.indexOf(first.id)).toBeLessThan(pendingIds.indexOf(second.id));

    const accepted = await decideApplication(db, first.id, decision(true, 'Welcome'));
    expect(accepted.status).toBe('accepted');
    expect((await findUser(db, first.userId)).isSeller).toBe(true);
    expect(await keyOf(applyForSeller(db, customer(first.userId), shop))).toBe('SELLER_REAPPLICATION');
    // Decided once: a second decision, either way, changes nothing.
    expect(await keyOf(decideApplication(db, first.id, decision(false, 'No')))).not.toBe('it passed');
    expect(await latestApplication(db, first.userId)).toMatchObject({
      status: 'accepted',
      message: 'Welcome',
    });
    expect(await keyOf(decideApplication(db, 987_654, decision(true, '')))).toBe('NO_DATA_FOUND');

    const stillPending = (await applicationPage(db, 'pending', { page: 1, pageSize: 50 })).list.map(
      (row) => row.id,
    );
    expect(stillPending).toContain(second.id);
    expect(stillPending).not.toContain(first.id);
  });
});

describe('seller hand-over tickets', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('answers the ticket’s user once, and nothing for an expired or unknown ticket', async () => {
    const { db } = database;
    const user = await newUser(db, 'ticket@example.com');
    const now = new Date();
    const { ticket, expiresAt } = await issueSellerTicket(db, user, now);
    expect(Date.parse(expiresAt) - now.getTime()).toBe(TICKET_LIFETIME_MS);
    expect(await redeemSellerTicket(db, ticket, now)).toBe(user);
    expect(await redeemSellerTicket(db, ticket, now)).toBeNull();

    const late = await issueSellerTicket(db, user, now);
    expect(
      await redeemSellerTicket(db, late.ticket, new Date(now.getTime() + TICKET_LIFETIME_MS + 1)),
    ).toBeNull();
    expect(await redeemSellerTicket(db, 'no-such-ticket', now)).toBeNull();
  });
});
