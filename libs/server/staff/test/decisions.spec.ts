import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { auditPage, type Database } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import { balancesOf, ledgerViolations } from '@mall/server-wallet';
import { claimTask, decideRecharge, decideWithdrawal, releaseTask, type StaffActor } from '../src';
import { addWalletCurrency, newReviewer, newShopper, outcomeOf, policy, topUp, withdrawal } from './fixtures';

const serverUrl = process.env.TEST_DATABASE_URL;
const LEASE = 300;

const approve = (db: Database, actor: StaffActor, id: number, actualAmountMinor: number) =>
  decideRecharge(db, actor, { id, approve: true, actualAmountMinor, message: '' }, policy);

describe('staff claims and decisions', () => {
  let database: DatabaseHandle;
  let db: Database;
  let rita: StaffActor & { kind: 'staff' };
  let sven: StaffActor & { kind: 'staff' };
  before(async () => {
    database = await openTestDatabase();
    db = database.db;
    await addWalletCurrency(db);
    rita = await newReviewer(db);
    sven = await newReviewer(db);
  });
  after(() => database.close());

  it('gives a task to its first claimer until they release it; nobody else decides it meanwhile', async () => {
    const shopper = await newShopper(db);
    const id = await topUp(db, shopper, 12_000);
    const task = { kind: 'recharge' as const, id };
    expect(await claimTask(db, rita.id, task, LEASE)).toMatchObject({ staffId: rita.id, taskId: id });
    // Another claimer is answered with the holder's claim; nothing changes.
    expect(await claimTask(db, sven.id, task, LEASE)).toMatchObject({ staffId: rita.id });
    expect(await outcomeOf(approve(db, sven, id, 12_000))).toBe('TASK_CLAIMED_BY_OTHER');
    await releaseTask(db, rita.id, task);
    expect(await claimTask(db, sven.id, task, LEASE)).toMatchObject({ staffId: sven.id });
    expect(await outcomeOf(approve(db, sven, id, 12_000))).toBe('done');
    // Decided: it can be neither claimed nor decided again, and an unknown task is not found.
    expect(await outcomeOf(claimTask(db, rita.id, task, LEASE))).toBe('TASK_ALREADY_DECIDED');
    expect(await outcomeOf(approve(db, rita, id, 12_000))).toBe('TASK_ALREADY_DECIDED');
    expect(await outcomeOf(claimTask(db, rita.id, { kind: 'recharge', id: 999_999 }, LEASE))).toBe(
      'NO_DATA_FOUND',
    );
    expect(await balancesOf(db, shopper)).toMatchObject({ availableMinor: 12_000, pendingMinor: 0 });
  });

  it('waits for a second, different reviewer confirming the amount before crediting a large top-up', async () => {
    const shopper = await newShopper(db);
    const id = await topUp(db, shopper, 25_000);
    expect(await approve(db, rita, id, 25_000)).toMatchObject({
      state: 'in_review',
      actualAmountMinor: null,
    });
    expect(await balancesOf(db, shopper)).toMatchObject({ availableMinor: 0, pendingMinor: 25_000 });
    expect(await outcomeOf(approve(db, rita, id, 25_000))).toBe('SECOND_APPROVAL_SAME_STAFF');
    expect(await outcomeOf(approve(db, sven, id, 24_000))).toBe('SECOND_APPROVAL_AMOUNT_MISMATCH');
    expect(await approve(db, sven, id, 25_000)).toMatchObject({
      state: 'completed',
      actualAmountMinor: 25_000,
    });
    expect(await balancesOf(db, shopper)).toMatchObject({ availableMinor: 25_000, pendingMinor: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('pays a large withdrawal out only on the second approval with its payout id; a small one needs one', async () => {
    const shopper = await newShopper(db);
    const decide = (actor: StaffActor, id: number, payoutTransactionId?: string) =>
      decideWithdrawal(db, actor, { id, approve: true, message: '', payoutTransactionId }, policy);
    const large = await withdrawal(db, shopper, 30_000);
    expect(await decide(rita, large)).toMatchObject({ state: 'in_review' });
    expect(await outcomeOf(decide(rita, large, 'tx-large'))).toBe('SECOND_APPROVAL_SAME_STAFF');
    expect(await outcomeOf(decide(sven, large))).toBe('PAYOUT_TRANSACTION_ID_REQUIRED');
    expect(await decide(sven, large, 'tx-large')).toMatchObject({ state: 'completed' });
    const small = await withdrawal(db, shopper, 2_000);
    expect(await decide(rita, small, 'tx-small')).toMatchObject({ state: 'completed' });
    expect(await balancesOf(db, shopper)).toMatchObject({ availableMinor: 0, frozenMinor: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe(
  'staff races on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle;
    let db: Database;
    const crew: (StaffActor & { kind: 'staff' })[] = [];
    before(async () => {
      database = await openTestDatabase();
      db = database.db;
      await addWalletCurrency(db);
      for (let index = 0; index < 10; index += 1) crew.push(await newReviewer(db));
    });
    after(() => database.close());

    const tally = (outcomes: string[]) => {
      const counts: Record<string, number> = {};
      for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
      return counts;
    };

    it('gives one task to exactly one of ten staff claiming it at once', async () => {
      const id = await topUp(db, await newShopper(db), 10_000);
      const claims = await Promise.all(
        crew.map((member) => claimTask(db, member.id, { kind: 'recharge', id }, LEASE)),
      );
      const holders = new Set(claims.map((claim) => claim.staffId));
      expect(holders.size).toBe(1);
      expect(crew.map((member) => member.id)).toContain([...holders][0]);
    });

    it('credits a top-up approved by ten staff at once exactly once', async () => {
      const shopper = await newShopper(db);
      const id = await topUp(db, shopper, 10_000);
      const outcomes = tally(
        await Promise.all(crew.map((member) => outcomeOf(approve(db, member, id, 10_000)))),
      );
      expect(outcomes.done).toBe(1);
      expect((outcomes.TASK_ALREADY_DECIDED ?? 0) + (outcomes.TASK_CLAIMED_BY_OTHER ?? 0)).toBe(9);
      expect(await balancesOf(db, shopper)).toMatchObject({ availableMinor: 10_000, pendingMinor: 0 });
      const audit = await auditPage(db, { kind: 'recharge', subjectId: id, page: 1, pageSize: 20 });
      expect(audit.total).toBe(1);
      expect(await ledgerViolations(db)).toEqual([]);
    });

    it('lets a second approval racing a refusal end one way only', async () => {
      for (let round = 0; round < 3; round += 1) {
        const shopper = await newShopper(db);
        const id = await topUp(db, shopper, 25_000);
        expect((await approve(db, crew[0]!, id, 25_000)).state).toBe('in_review');
        const [approval, refusal] = await Promise.all([
          outcomeOf(approve(db, crew[1]!, id, 25_000)),
          outcomeOf(decideRecharge(db, crew[2]!, { id, approve: false, message: 'Not received' }, policy)),
        ]);
        expect([approval, refusal].filter((outcome) => outcome === 'done')).toHaveLength(1);
        expect(
          [approval, refusal].filter(
            (outcome) => outcome === 'TASK_ALREADY_DECIDED' || outcome === 'TASK_CLAIMED_BY_OTHER',
          ),
        ).toHaveLength(1);
        expect(await balancesOf(db, shopper)).toMatchObject({
          availableMinor: approval === 'done' ? 25_000 : 0,
          pendingMinor: 0,
        });
        expect(await ledgerViolations(db)).toEqual([]);
      }
    });
  },
);
