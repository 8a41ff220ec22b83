import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { type Database, DomainError } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import {
  balancesOf,
  creditWallet,
  ledgerViolations,
  recallWithdrawal,
  requestWithdrawal,
  type WithdrawalRequest,
} from '../src';
import { addWalletCurrency, ETH_ADDRESS, newUser, PASSWORD } from './fixtures';

const serverUrl = process.env.TEST_DATABASE_URL;

const credited = async (db: Database, email: string, amountMinor: number) => {
  const userId = await newUser(db, email);
  await db.transaction((tx) => creditWallet(tx, { userId, amountMinor, key: `test-credit:${email}` }));
  return userId;
};

const withdrawal = (userId: number, changes: Partial<WithdrawalRequest> = {}): WithdrawalRequest => ({
  userId,
  walletCode: 'ETH',
  address: ETH_ADDRESS,
  amountMinor: 1_000,
  password: PASSWORD,
  ...changes,
});

/** The DomainError key a request was refused with, or 'requested'. */
const outcomeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'requested',
    (error: unknown) => (error instanceof DomainError ? error.key : `fault: ${String(error)}`),
  );

describe('withdrawals', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
    await addWalletCurrency(database.db);
  });
  after(() => database.close());

  it('freezes the amount asked for and gives it back when the owner recalls the request', async () => {
    const { db } = database;
    const owner = await credited(db, 'freeze@example.com', 5_000);
    const requested = await requestWithdrawal(db, withdrawal(owner, { amountMinor: 1_200 }));
    expect(requested).toMatchObject({
      userId: owner,
      state: 'pending',
      amountMinor: 1_200,
      walletCode: 'ETH',
    });
    expect(await balancesOf(db, owner)).toEqual({
      availableMinor: 3_800,
      frozenMinor: 1_200,
      pendingMinor: 0,
    });

    const stranger = await newUser(db, 'stranger@example.com');
    await expect(recallWithdrawal(db, stranger, requested.id)).rejects.toBeInstanceOf(DomainError);
    expect((await recallWithdrawal(db, owner, requested.id)).state).toBe('recalled');
    expect(await balancesOf(db, owner)).toEqual({ availableMinor: 5_000, frozenMinor: 0, pendingMinor: 0 });
    // Recalled once: a second recall finds nothing pending and moves no money.
    await expect(recallWithdrawal(db, owner, requested.id)).rejects.toBeInstanceOf(DomainError);
    expect(await balancesOf(db, owner)).toEqual({ availableMinor: 5_000, frozenMinor: 0, pendingMinor: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses a request the balance does not cover, a wrong password, an unknown wallet or a foreign address', async () => {
    const { db } = database;
    const owner = await credited(db, 'refused@example.com', 1_000);
    expect(await outcomeOf(requestWithdrawal(db, withdrawal(owner, { amountMinor: 1_001 })))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await outcomeOf(requestWithdrawal(db, withdrawal(owner, { password: 'not it' })))).toBe(
      'EMAIL_OR_PASSWORD_WRONG',
    );
    expect(await outcomeOf(requestWithdrawal(db, withdrawal(owner, { walletCode: 'DOGE' })))).toBe(
      'INVALID_CURRENCY',
    );
    expect(
      await outcomeOf(
        requestWithdrawal(db, withdrawal(owner, { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })),
      ),
    ).toBe('INVALID_PARAMETERS');
    for (const amountMinor of [0, -5, 1.5])
      expect(await outcomeOf(requestWithdrawal(db, withdrawal(owner, { amountMinor })))).not.toBe(
        'requested',
      );
    expect(await balancesOf(db, owner)).toEqual({ availableMinor: 1_000, frozenMinor: 0, pendingMinor: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('answers a repeated request under one idempotency key with the first, freezing once', async () => {
    const { db } = database;
    const owner = await credited(db, 'once@example.com', 3_000);
    const first = await requestWithdrawal(db, withdrawal(owner), 'withdraw-once');
    const again = await requestWithdrawal(db, withdrawal(owner), 'withdraw-once');
    expect(again.id).toBe(first.id);
    expect(await balancesOf(db, owner)).toEqual({
      availableMinor: 2_000,
      frozenMinor: 1_000,
      pendingMinor: 0,
    });
  });
});

describe(
  'concurrent withdrawals',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle;
    before(async () => {
      database = await openTestDatabase();
      await addWalletCurrency(database.db);
    });
    after(() => database.close());

    it('freezes exactly the requests the balance covers: 5 of 20 at once', async () => {
      const { db } = database;
      const owner = await credited(db, 'racer@example.com', 5 * 1_000 + 999);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => outcomeOf(requestWithdrawal(db, withdrawal(owner)))),
      );
      const count = (outcome: string) => outcomes.filter((each) => each === outcome).length;
      expect(outcomes.filter((outcome) => outcome.startsWith('fault'))).toEqual([]);
      expect({ requested: count('requested'), refused: count('INSUFFICIENT_BALANCE') }).toEqual({
        requested: 5,
        refused: 15,
      });
      expect(await balancesOf(db, owner)).toEqual({
        availableMinor: 999,
        frozenMinor: 5_000,
        pendingMinor: 0,
      });
      expect(await ledgerViolations(db)).toEqual([]);
    });
  },
);
