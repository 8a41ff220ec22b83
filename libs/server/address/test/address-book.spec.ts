import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { registerCustomer } from '@mall/server-account';
import { type Database, DomainError } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import {
  type AddressFields,
  isPostcodeOf,
  listAddresses,
  MAX_ADDRESSES_PER_USER,
  regionsFor,
  removeAddress,
  saveAddress,
  setDefaultAddress,
} from '../src';

const home = (changes: Partial<AddressFields> = {}): AddressFields => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  telephone: '+1 415 555 0100',
  street: '1 Market Street',
  postcode: '94105',
  city: 'San Francisco',
  state: 'US-CA',
  country: 'US',
  ...changes,
});

const newUser = async (db: Database, email: string) =>
  (await registerCustomer(db, { email, password: 'address pass 1', firstname: 'A', lastname: 'B' })).id;

/** The refusal's key and message, or 'saved'. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'saved',
    (error: unknown) => (error instanceof DomainError ? `${error.key}: ${error.message}` : String(error)),
  );

/** Which of the user's addresses (by street) are listed, in order, and which one is the default. */
const book = async (db: Database, userId: number) => {
  const rows = await listAddresses(db, userId);
  return {
    order: rows.map((row) => row.street),
    defaults: rows.filter((row) => row.isDefault).map((row) => row.street),
  };
};

describe('the address book', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('makes the first address the default, moves the default when asked, and keeps exactly one', async () => {
    const { db } = database;
    const user = await newUser(db, 'book@example.com');
    const first = await saveAddress(db, user, { fields: home({ street: 'First' }), makeDefault: false });
    expect(first.isDefault).toBe(true);
    await saveAddress(db, user, { fields: home({ street: 'Second' }), makeDefault: false });
    const third = await saveAddress(db, user, { fields: home({ street: 'Third' }), makeDefault: true });
    expect(await book(db, user)).toEqual({ order: ['Third', 'Second', 'First'], defaults: ['Third'] });

    await setDefaultAddress(db, user, first.id);
    expect(await book(db, user)).toEqual({ order: ['First', 'Third', 'Second'], defaults: ['First'] });
    // Editing an address without asking for the default leaves the default where it is.
    await saveAddress(db, user, {
      id: third.id,
      fields: home({ street: 'Third, edited' }),
      makeDefault: false,
    });
    expect((await book(db, user)).defaults).toEqual(['First']);

    // Removing the default hands it to the newest remaining address.
    await removeAddress(db, user, first.id);
    expect(await book(db, user)).toEqual({ order: ['Third, edited', 'Second'], defaults: ['Third, edited'] });
  });

  it('answers someone else’s address as a missing one, for every operation', async () => {
    const { db } = database;
    const owner = await newUser(db, 'owner@example.com');
    const other = await newUser(db, 'other@example.com');
    const owned = await saveAddress(db, owner, { fields: home(), makeDefault: false });
    for (const attempt of [
      saveAddress(db, other, { id: owned.id, fields: home({ street: 'Taken' }), makeDefault: false }),
      setDefaultAddress(db, other, owned.id),
      removeAddress(db, other, owned.id),
    ])
      expect(await refusal(attempt)).toMatch(/^NO_DATA_FOUND/);
    expect(await listAddresses(db, other)).toEqual([]);
    expect((await listAddresses(db, owner)).map((row) => row.street)).toEqual(['1 Market Street']);
  });

  it('stores the fields trimmed, country and postcode in upper case, and refuses each bad field by its name', async () => {
    const { db } = database;
    const user = await newUser(db, 'fields@example.com');
    const saved = await saveAddress(db, user, {
      fields: home({
        name: '  Ada ',
        country: 'gb',
        postcode: ' sw1a   1aa ',
        state: '',
        latitude: 51.5,
        longitude: -0.14,
      }),
      makeDefault: false,
    });
    expect(saved).toMatchObject({
      name: 'Ada',
      country: 'GB',
      postcode: 'SW1A 1AA',
      latitude: 51.5,
      longitude: -0.14,
    });
    const cases: [Partial<AddressFields>, string][] = [
      [{ street: '   ' }, 'MISSING_PARAMETERS: Missing parameters: street'],
      [{ country: 'XX' }, 'INVALID_PARAMETERS: Invalid parameters: country'],
      [{ postcode: 'ABCDE' }, 'INVALID_PARAMETERS: Invalid parameters: postcode'],
      [{ postcode: '' }, 'MISSING_PARAMETERS: Missing parameters: postcode'],
      [{ latitude: 10 }, 'INVALID_PARAMETERS: Invalid parameters: longitude'],
    ];
    for (const [changes, answer] of cases)
      expect(await refusal(saveAddress(db, user, { fields: home(changes), makeDefault: false }))).toBe(
        answer,
      );
    // A country whose postcode format the library does not know takes any postcode, blank included.
    expect(isPostcodeOf('', 'AE')).toBe(true);
    expect(isPostcodeOf('94105', 'US')).toBe(true);
    expect(isPostcodeOf('9410', 'US')).toBe(false);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per user`, async () => {
    const { db } = database;
    const user = await newUser(db, 'full@example.com');
    for (let n = 0; n < MAX_ADDRESSES_PER_USER; n += 1)
      await saveAddress(db, user, { fields: home({ street: `Street ${n}` }), makeDefault: false });
    expect(await refusal(saveAddress(db, user, { fields: home(), makeDefault: false }))).toMatch(
      /^DATA_OPERATION_FAILED: The address book is full/,
    );
    expect(await listAddresses(db, user)).toHaveLength(MAX_ADDRESSES_PER_USER);
  });
});

describe('regions', () => {
  it('lists every country in the reader’s language, then a featured country’s states and a state’s cities', () => {
    const countries = regionsFor('en').list;
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(regionsFor('jp').list).toContainEqual({ code: 'DE', name: 'ドイツ' });
    const states = regionsFor('en', 'us');
    expect(states.level).toBe('state');
    expect(states.list).toContainEqual({ code: 'US-CA', name: 'California' });
    expect(regionsFor('en', 'US', 'us-ca')).toEqual({
      level: 'city',
      list: expect.arrayContaining([{ code: 'san-francisco', name: 'San Francisco' }]),
    });
    expect(() => regionsFor('en', 'ZZ')).toThrow(DomainError);
    expect(() => regionsFor('en', 'US', 'US-ZZ')).toThrow(DomainError);
  });
});
