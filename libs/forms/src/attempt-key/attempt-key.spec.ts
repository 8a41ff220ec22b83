import { newAttemptKey } from './attempt-key';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

describe('newAttemptKey', () => {
  it('makes a different valid key each time', () => {
    const first = newAttemptKey();
    expect(first).toMatch(IDEMPOTENCY_KEY);
    expect(newAttemptKey()).not.toBe(first);
  });

  it('still makes one where randomUUID is missing (a page served over plain HTTP)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newAttemptKey();
      expect(key).toMatch(IDEMPOTENCY_KEY);
      expect(key).toHaveLength(32);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
