import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, form, type TestApp } from './harness';

let api: TestApp;
before(async () => {
  api = await createTestApp();
});
after(() => api.close());

const placeOrder = form('/api/checkout/onepage/place-order', {
  address_id: 1,
  delivery_code: 'standard',
  line_ids: 2,
});
const withKey = (key: string) => ({
  ...placeOrder,
  headers: { ...placeOrder.headers, 'idempotency-key': key },
});

describe('the Idempotency-Key header of an idempotent operation', () => {
  it('answers 1000008 when the key is empty, too long or has other characters', async () => {
    for (const key of ['', 'x'.repeat(65), 'with space', 'semi;colon']) {
      expect({ key, code: (await api.call(withKey(key))).body.code }).toEqual({ key, code: 1000008 });
    }
  });

  it('lets a well-formed key, or none, through to the session check', async () => {
    for (const options of [withKey('attempt_7f3a-9B'), withKey('k'.repeat(64)), placeOrder]) {
      // 1100003: not signed in — the request got past validation.
      expect((await api.call(options)).body.code).toBe(1100003);
    }
  });
});
