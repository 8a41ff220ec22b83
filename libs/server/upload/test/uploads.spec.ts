import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { registerCustomer } from '@mall/server-account';
import type { Database } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import { findOwnUpload, findUpload, isOwnPublicUpload, type NewUpload, recordUpload } from '../src';

const newUser = async (db: Database, email: string) =>
  (await registerCustomer(db, { email, password: 'upload pass 1', firstname: 'U', lastname: 'P' })).id;

const file = (ownerId: number, changes: Partial<NewUpload> = {}): NewUpload => ({
  ownerId,
  storageKey: `uploads/${ownerId}/${Math.random().toString(36).slice(2)}.png`,
  contentType: 'image/png',
  isPrivate: false,
  size: 1_024,
  purpose: 'avatar',
  ...changes,
});

describe('uploads', () => {
  let database: DatabaseHandle;
  let owner: number;
  let stranger: number;
  before(async () => {
    database = await openTestDatabase();
    owner = await newUser(database.db, 'owner@example.com');
    stranger = await newUser(database.db, 'stranger@example.com');
  });
  after(() => database.close());

  it('records an upload and finds how it is stored by its id', async () => {
    const { db } = database;
    const stored = file(owner, { contentType: 'image/webp', isPrivate: true, purpose: 'recharge_proof' });
    const id = await recordUpload(db, stored);
    expect(id).toEqual(expect.any(Number));
    expect(await findUpload(db, id!)).toEqual({
      storageKey: stored.storageKey,
      contentType: 'image/webp',
      isPrivate: true,
    });
    expect(await findUpload(db, id! + 1_000)).toBeUndefined();
  });

  it('lets only its owner use an upload, and only a public one where a public file is needed', async () => {
    const { db } = database;
    const avatar = (await recordUpload(db, file(owner)))!;
    const proof = (await recordUpload(db, file(owner, { isPrivate: true, purpose: 'recharge_proof' })))!;
    expect(await findOwnUpload(db, { uploadId: proof, ownerId: owner })).toEqual({
      id: proof,
      purpose: 'recharge_proof',
      isPrivate: true,
    });
    expect(await findOwnUpload(db, { uploadId: proof, ownerId: stranger })).toBeUndefined();
    expect(await isOwnPublicUpload(db, { uploadId: avatar, ownerId: owner })).toBe(true);
    expect(await isOwnPublicUpload(db, { uploadId: avatar, ownerId: stranger })).toBe(false);
    expect(await isOwnPublicUpload(db, { uploadId: proof, ownerId: owner })).toBe(false);
  });
});
