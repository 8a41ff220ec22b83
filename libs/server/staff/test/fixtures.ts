import { sql } from 'drizzle-orm';
import { createStaffAccount, registerCustomer } from '@mall/server-account';
import { type Database, DomainError, withTransaction } from '@mall/server-core';
import { recordUpload } from '@mall/server-upload';
import { creditWallet, requestWithdrawal, submitRecharge } from '@mall/server-wallet';
import { DEFAULT_STAFF_POLICY, type StaffActor, type StaffPolicy } from '../src';

export const PASSWORD = 'staff password 1';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const rechargePolicy = { submissionsPerDay: 1_000, receivingAddresses: { ETH: ETH_ADDRESS } };

/** Money above 200.00 needs two approvals here. */
export const policy: StaffPolicy = { ...DEFAULT_STAFF_POLICY, secondApprovalAboveMinor: 20_000 };

let count = 0;
const unique = (what: string) => `${what}-${process.pid}-${(count += 1)}`;

/** The wallet currency top-ups and withdrawals name, as the seed's reference data has it. */
export const addWalletCurrency = (db: Database) =>
  db.execute(
    sql`insert into wallet_currencies (code, name, network, sort) values ('ETH', 'Ethereum', 'ERC20', 0)
      on conflict do nothing`,
  );

export const newShopper = async (db: Database) =>
  (
    await registerCustomer(db, {
      email: `${unique('shopper')}@example.com`,
      password: PASSWORD,
      firstname: 'Shop',
      lastname: 'Per',
    })
  ).id;

/** A reviewer, as the actor of their decisions. */
export async function newReviewer(db: Database): Promise<StaffActor & { kind: 'staff' }> {
  const name = unique('Reviewer');
  const { id } = await createStaffAccount(db, {
    email: `${name.toLowerCase()}@staff.example`,
    firstname: name,
    password: PASSWORD,
    roles: ['reviewer'],
  });
  return { kind: 'staff', id, name };
}

/** An offline top-up of `amountMinor` by `userId`, waiting for review: its id. */
export async function topUp(db: Database, userId: number, amountMinor: number): Promise<number> {
  const proofUploadId = (await recordUpload(db, {
    ownerId: userId,
    purpose: 'recharge_proof',
    isPrivate: true,
    storageKey: unique('proof'),
    contentType: 'image/png',
    size: 10,
  }))!;
  const row = await submitRecharge(
    db,
    { userId, walletCode: 'ETH', amountMinor, transactionId: unique('tx'), proofUploadId },
    rechargePolicy,
  );
  return row.id;
}

/** A withdrawal of `amountMinor` by `userId` (credited first), waiting for review: its id. */
export async function withdrawal(db: Database, userId: number, amountMinor: number): Promise<number> {
  await withTransaction(db, (tx) => creditWallet(tx, { userId, amountMinor, key: unique('credit') }));
  const row = await requestWithdrawal(db, {
    userId,
    walletCode: 'ETH',
    address: ETH_ADDRESS,
    amountMinor,
    password: PASSWORD,
  });
  return row.id;
}

/** The DomainError key a call was refused with, or 'done'. */
export const outcomeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'done',
    (error: unknown) => (error instanceof DomainError ? error.key : `fault: ${String(error)}`),
  );
