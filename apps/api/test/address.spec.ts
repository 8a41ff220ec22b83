import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { citySlug, featuredCountries, isCountryCode, MAX_ADDRESSES_PER_USER } from '@mall/server-address';
import { createTestApp, form, sampleAddress, signUp, type TestApp } from './harness';

let api: TestApp;
before(async () => {
  api = await createTestApp();
});
after(() => api.close());

const NO_DATA_FOUND = 2000019;

const register = async (email: string) => (await signUp(api, email)).token;

type Fields = Record<string, string | number | boolean>;
const address = (overrides: Fields = {}): Fields => ({ ...sampleAddress, ...overrides });

const save = (fields: Fields, token?: string) =>
  api.call(form('/api/checkout/onepage/addressadd', fields, token));
const setDefault = (id: number, token?: string) =>
  api.call(form('/api/checkout/onepage/default-address', { id }, token));
const remove = (id: number, token?: string) =>
  api.call(form('/api/checkout/onepage/remove_address', { id }, token));
const list = async (token: string) => {
  const { body } = await api.call(form('/api/checkout/onepage/getaddresslist', {}, token));
  expect(body.code).toBe(200);
  return body.data.list as { id: number; name: string; is_default: boolean; street: string }[];
};
const regions = (fields: Fields = {}) => api.call(form('/api/citys', fields));

describe('address book', () => {
  let alice: string;
  let bob: string;
  const ids: Record<string, number> = {};

  before(async () => {
    alice = await register('alice@example.com');
    bob = await register('bob@example.com');
  });

  it('makes the first address the default and trims what it stores', async () => {
    const { body } = await save(address({ name: '  Alice Home  ', street: ' 1 Market Street ' }), alice);
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Alice Home',
      email: 'ada@example.com',
      telephone: '+1 (415) 555-0100',
      street: '1 Market Street',
      postcode: '94105',
      city: 'San Francisco',
      state: 'California',
      country: 'US',
      latitude: null,
      longitude: null,
      is_default: true,
    });
    ids.home = body.data.id;
  });

  it('adds more addresses without moving the default, and lists the default first, then the newest', async () => {
    const work = await save(
      address({ name: 'Alice Work', country: 'TH', state: 'Bangkok', postcode: '10110' }),
      alice,
    );
    expect(work.body.code).toBe(200);
    expect(work.body.data).toMatchObject({ is_default: false, country: 'TH', postcode: '10110' });
    ids.work = work.body.data.id;
    const cabin = await save(address({ name: 'Alice Cabin', is_default: false }), alice);
    expect(cabin.body.data.is_default).toBe(false);
    ids.cabin = cabin.body.data.id;
    expect((await list(alice)).map((row) => [row.name, row.is_default])).toEqual([
      ['Alice Home', true],
      ['Alice Cabin', false],
      ['Alice Work', false],
    ]);
  });

  it('sets a default and clears the others', async () => {
    const { body } = await setDefault(ids.work!, alice);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id: ids.work, is_default: true });
    const rows = await list(alice);
    expect(rows.map((row) => row.name)).toEqual(['Alice Work', 'Alice Cabin', 'Alice Home']);
    expect(rows.filter((row) => row.is_default)).toHaveLength(1);
    // Setting the current default again changes nothing.
    expect((await setDefault(ids.work!, alice)).body.data.is_default).toBe(true);
  });

  it('saves a new address as the default when asked, keeping exactly one default', async () => {
    const { body } = await save(address({ name: 'Alice Studio', is_default: true }), alice);
    expect(body.data.is_default).toBe(true);
    ids.studio = body.data.id;
    const rows = await list(alice);
    expect(rows[0]).toMatchObject({ name: 'Alice Studio', is_default: true });
    expect(rows.filter((row) => row.is_default)).toHaveLength(1);
  });

  it('updates one of the caller’s addresses by id, and can make it the default', async () => {
    const { body } = await save(address({ id: ids.home!, name: 'Alice Home 2', is_default: true }), alice);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id: ids.home, name: 'Alice Home 2', is_default: true });
    const rows = await list(alice);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ id: ids.home, is_default: true });
    expect(rows.filter((row) => row.is_default)).toHaveLength(1);
    // Updating the default without the flag keeps it the default.
    const again = await save(address({ id: ids.home!, name: 'Alice Home 3' }), alice);
    expect(again.body.data).toMatchObject({ name: 'Alice Home 3', is_default: true });
  });

  it('removing the default makes the newest remaining address the default', async () => {
    expect((await remove(ids.home!, alice)).body).toEqual({
      code: 200,
      message: 'success',
      data: { done: true },
    });
    const rows = await list(alice);
    expect(rows.map((row) => [row.id, row.is_default])).toEqual([
      [ids.studio, true],
      [ids.cabin, false],
      [ids.work, false],
    ]);
    // Removing a non-default address leaves the default alone.
    expect((await remove(ids.cabin!, alice)).body.code).toBe(200);
    expect((await list(alice)).map((row) => [row.id, row.is_default])).toEqual([
      [ids.studio, true],
      [ids.work, false],
    ]);
    // A removed address is gone.
    expect((await remove(ids.cabin!, alice)).body.code).toBe(NO_DATA_FOUND);
    expect((await setDefault(ids.cabin!, alice)).body.code).toBe(NO_DATA_FOUND);
  });

  it('refuses a missing field with 1000009 and a bad value with 1000008', async () => {
    const { name: _omitted, ...withoutName } = address();
    expect((await save(withoutName, alice)).body).toMatchObject({
      code: 1000009,
      message: 'Missing parameters: name',
    });
    expect((await save(address({ name: '   ' }), alice)).body.code).toBe(1000009);
    expect((await save(address({ country: 'USA' }), alice)).body.code).toBe(1000008);
    expect((await save(address({ country: 'us' }), alice)).body.code).toBe(1000008);
    expect((await save(address({ country: 'ZZ' }), alice)).body).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: country',
    });
    expect((await save(address({ country: 'Thailand' }), alice)).body).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: country',
    });
    expect((await save(address({ email: 'not-an-email' }), alice)).body).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: email',
    });
    expect((await save(address({ telephone: 'call me' }), alice)).body.code).toBe(1000008);
    expect((await save(address({ id: 'abc' }), alice)).body.code).toBe(1000008);
    expect((await setDefault(0, alice)).body.code).toBe(1000008);
    expect((await list(alice)).length).toBe(2);
  });

  it('keeps users apart: another user’s address answers 2000019 exactly like a missing one', async () => {
    const aliceBook = await list(alice);
    const missing = await remove(2_000_000, bob);
    expect(missing.body).toEqual({ code: NO_DATA_FOUND, message: 'No data found', data: null });

    expect((await setDefault(ids.work!, bob)).body).toEqual(missing.body);
    expect((await remove(ids.work!, bob)).body).toEqual(missing.body);
    expect((await remove(ids.studio!, bob)).body).toEqual(missing.body);
    expect((await save(address({ id: ids.work!, name: 'Hijacked' }), bob)).body).toEqual(missing.body);
    expect((await save(address({ id: ids.studio!, is_default: true }), bob)).body).toEqual(missing.body);

    // Bob sees only his own addresses, and his first one becomes his default without touching Alice's.
    expect(await list(bob)).toEqual([]);
    const own = await save(address({ name: 'Bob Home' }), bob);
    expect(own.body.data.is_default).toBe(true);
    expect((await list(bob)).map((row) => row.name)).toEqual(['Bob Home']);

    // Alice's book is unchanged, and she cannot touch Bob's address either.
    expect(await list(alice)).toEqual(aliceBook);
    expect((await setDefault(own.body.data.id, alice)).body.code).toBe(NO_DATA_FOUND);
    expect((await remove(own.body.data.id, alice)).body.code).toBe(NO_DATA_FOUND);
    expect((await list(bob))[0]).toMatchObject({ name: 'Bob Home', is_default: true });
  });

  it('refuses visitors with 1100003 and unknown tokens with 1000004', async () => {
    expect((await save(address())).body.code).toBe(1100003);
    expect((await setDefault(ids.work!)).body.code).toBe(1100003);
    expect((await remove(ids.work!)).body.code).toBe(1100003);
    expect((await api.call(form('/api/checkout/onepage/getaddresslist', {}))).body.code).toBe(1100003);
    expect((await api.call(form('/api/checkout/onepage/getaddresslist', {}, 'x'.repeat(43)))).body.code).toBe(
      1000004,
    );
  });

  it(`caps the address book at ${MAX_ADDRESSES_PER_USER} addresses with 2000018`, async () => {
    const carol = await register('carol@example.com');
    for (let index = 0; index < MAX_ADDRESSES_PER_USER; index += 1) {
      expect((await save(address({ name: `Carol ${index}` }), carol)).body.code).toBe(200);
    }
    expect((await save(address({ name: 'One too many' }), carol)).body.code).toBe(2000018);
    const rows = await list(carol);
    expect(rows).toHaveLength(MAX_ADDRESSES_PER_USER);
    expect(rows.filter((row) => row.is_default).map((row) => row.name)).toEqual(['Carol 0']);
    // Updating an existing address still works when the book is full.
    expect((await save(address({ id: rows[1]!.id, name: 'Carol edited' }), carol)).body.code).toBe(200);
  });
});

describe('regions', () => {
  it('lists every ISO 3166-1 country for visitors, named in their language and sorted by that name', async () => {
    const { body } = await regions();
    expect(body.code).toBe(200);
    expect(body.data.level).toBe('country');
    const codes = (body.data.list as { code: string }[]).map((row) => row.code);
    expect(codes.length).toBeGreaterThanOrEqual(249);
    expect(new Set(codes).size).toBe(codes.length);
    const named = async (lang: string) => {
      const { body: answer } = await api.call({
        ...form('/api/citys', {}),
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang },
      });
      return answer.data.list as { code: string; name: string }[];
    };
    const thai = await named('th');
    expect(thai).toContainEqual({ code: 'TH', name: 'ไทย' });
    expect(await named('zh')).toContainEqual({ code: 'CN', name: '中国' });
    expect(await named('zhtw')).toContainEqual({ code: 'TW', name: '台灣' });
    expect(await named('jp')).toContainEqual({ code: 'JP', name: '日本' });
    expect(await named('es')).toContainEqual({ code: 'ES', name: 'España' });
    const thaiNames = thai.map((row) => row.name);
    expect(thaiNames).toEqual([...thaiNames].sort(new Intl.Collator('th').compare));
    for (const code of [
      'US',
      'CN',
      'TW',
      'JP',
      'TH',
      'ES',
      'GB',
      'DE',
      'FR',
      'CA',
      'AU',
      'SG',
      'MY',
      'KR',
      'MX',
    ]) {
      expect(codes).toContain(code);
    }
    expect(body.data.list).toContainEqual({ code: 'TH', name: 'Thailand' });
  });

  it('lists a country’s states and a state’s cities', async () => {
    const states = await regions({ country: 'TH' });
    expect(states.body.data.level).toBe('state');
    expect(states.body.data.list).toContainEqual({ code: 'TH-10', name: 'Bangkok' });
    const cities = await regions({ country: 'US', state: 'US-CA' });
    expect(cities.body.data.level).toBe('city');
    expect(cities.body.data.list).toContainEqual({ code: 'los-angeles', name: 'Los Angeles' });
    // A country without states in the dataset has an empty state list: the state is then free text.
    expect((await regions({ country: 'SG' })).body.data).toEqual({ level: 'state', list: [] });
    expect((await regions({ country: 'FR' })).body.data).toEqual({ level: 'state', list: [] });
  });

  it('answers 2000019 for an unknown country or state and validates codes', async () => {
    expect((await regions({ country: 'ZZ' })).body.code).toBe(NO_DATA_FOUND);
    expect((await regions({ country: 'US', state: 'US-ZZ' })).body.code).toBe(NO_DATA_FOUND);
    // A state of another country is not this country's.
    expect((await regions({ country: 'US', state: 'TH-10' })).body.code).toBe(NO_DATA_FOUND);
    expect((await regions({ state: 'US-CA' })).body.code).toBe(1000009);
    expect((await regions({ country: 'usa' })).body.code).toBe(1000008);
    expect((await regions({ country: 'US', state: 'US CA' })).body.code).toBe(1000008);
  });

  it('has a consistent dataset: ISO countries, state codes under their country, unique city codes', () => {
    expect(featuredCountries.length).toBeGreaterThanOrEqual(10);
    for (const country of featuredCountries) {
      expect(isCountryCode(country.code)).toBe(true);
      for (const state of country.states) {
        expect(state.code.startsWith(`${country.code}-`)).toBe(true);
        expect(state.code).toMatch(/^[A-Z0-9-]+$/);
        const slugs = state.cities.map(citySlug);
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
      }
    }
    for (const code of ['US', 'CN', 'TH', 'JP', 'ES']) {
      expect(featuredCountries.find((country) => country.code === code)?.states.length).toBeGreaterThan(2);
    }
  });
});

describe('addresses of every length and script', () => {
  let dana: string;
  before(async () => {
    dana = await register('dana@example.com');
  });

  const lines = {
    thai: 'ถนนสุขุมวิท ซอย 11 แขวงคลองเตยเหนือ เขตวัฒนา ',
    chinese: '北京市朝阳区建国门外大街一号国贸大厦三座二十层',
    arabic: 'شارع الملك فهد، حي العليا، الرياض ',
    emoji: '🏠 Flat 4 👩‍👩‍👧‍👦 ',
  };
  /** A street line of exactly `length` code points made of `piece`. */
  const streetOf = (piece: string, length = 500) => {
    const points = Array.from(piece);
    return Array.from({ length }, (_, index) => points[index % points.length]).join('');
  };

  Object.entries(lines).forEach(([script, piece]) => {
    it(`keeps a 500-character ${script} street line, a ${script} name and city exactly`, async () => {
      const street = streetOf(piece).trim();
      const name = Array.from(piece.trim()).slice(0, 100).join('');
      const { body } = await save(address({ street, name, city: piece.trim().slice(0, 20) }), dana);
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ street, name });
      const stored = (await list(dana)).find((row) => row.id === body.data.id);
      expect(stored?.street).toBe(street);
      expect(await remove(body.data.id, dana)).toMatchObject({ body: { code: 200 } });
    });
  });

  it('refuses a street line of 501 characters and a name of 101, naming the field', async () => {
    expect((await save(address({ street: streetOf(lines.chinese, 501) }), dana)).body).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: street',
    });
    expect((await save(address({ name: streetOf(lines.thai, 101) }), dana)).body).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: name',
    });
    expect((await save(address({ street: '   ' }), dana)).body).toMatchObject({
      code: 1000009,
      message: 'Missing parameters: street',
    });
  });

  it('checks the postcode against the country’s format, where one is known', async () => {
    const postcode = async (country: string, code: string) =>
      (await save(address({ country, postcode: code, state: '' }), dana)).body;
    expect(await postcode('TH', '10110')).toMatchObject({ code: 200, data: { postcode: '10110' } });
    expect(await postcode('TH', '1011')).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: postcode',
    });
    expect(await postcode('TH', '')).toMatchObject({
      code: 1000009,
      message: 'Missing parameters: postcode',
    });
    // Upper case and single spaces are what is stored.
    expect(await postcode('GB', 'sw1a  1aa')).toMatchObject({ code: 200, data: { postcode: 'SW1A 1AA' } });
    expect(await postcode('GB', '12345')).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: postcode',
    });
    expect(await postcode('US', '94105-1234')).toMatchObject({ code: 200 });
    expect(await postcode('JP', '100-0001')).toMatchObject({ code: 200 });
    expect(await postcode('CN', '100000')).toMatchObject({ code: 200 });
    expect(await postcode('CN', '1000')).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: postcode',
    });
    // Where the country has no postal codes (Hong Kong), a blank one is fine.
    expect(await postcode('HK', '')).toMatchObject({ code: 200, data: { postcode: '', country: 'HK' } });
    for (const row of await list(dana)) await remove(row.id, dana);
  });

  it('accepts every ISO 3166-1 code, in any case, and stores it in upper case', async () => {
    expect((await save(address({ country: 'XK', postcode: '10000', state: '' }), dana)).body).toMatchObject({
      code: 200,
      data: { country: 'XK' },
    });
    expect((await save(address({ country: 'AQ', postcode: '', state: '' }), dana)).body.code).toBe(200);
    for (const row of await list(dana)) await remove(row.id, dana);
  });

  it('keeps the WGS 84 position chosen on the map, both or neither, within range', async () => {
    const placed = await save(
      address({ latitude: 13.7563, longitude: 100.5018, country: 'TH', postcode: '10200', state: '' }),
      dana,
    );
    expect(placed.body).toMatchObject({ code: 200, data: { latitude: 13.7563, longitude: 100.5018 } });
    expect((await save(address({ latitude: 13.7563 }), dana)).body).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: longitude',
    });
    expect((await save(address({ latitude: 91, longitude: 0 }), dana)).body).toMatchObject({
      code: 1000008,
      message: 'Invalid parameters: latitude',
    });
    expect((await save(address({ latitude: 0, longitude: -181 }), dana)).body.code).toBe(1000008);
    // Saving the address again without a position clears it.
    const edited = await save(address({ id: placed.body.data.id }), dana);
    expect(edited.body.data).toMatchObject({ latitude: null, longitude: null });
  });
});
