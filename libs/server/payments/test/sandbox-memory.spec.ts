import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  type Card,
  createSandboxPaymentProvider,
  paymentProviderNamed,
  sandboxPaymentProvider,
} from '../src';

const approved: Card = {
  number: '4242424242424242',
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holderName: 'Ada Lovelace',
};

describe('the sandbox as an idempotent provider', () => {
  it('answers the first outcome of a reference however often it is charged, and finds it afterwards', async () => {
    const provider = createSandboxPaymentProvider();
    await expect(provider.find('card-attempt:1')).resolves.toBeUndefined();
    const first = await provider.charge({ amountMinor: 500, reference: 'card-attempt:1', card: approved });
    const again = await provider.charge({ amountMinor: 500, reference: 'card-attempt:1', card: approved });
    expect(again).toBe(first);
    await expect(provider.find('card-attempt:1')).resolves.toBe(first);
  });

  it('takes its configured delay, and a charge sent again meanwhile waits for the first one', async () => {
    const provider = paymentProviderNamed('sandbox', { delayMs: 120 });
    expect(provider).not.toBe(sandboxPaymentProvider);
    const started = Date.now();
    const [first, second] = await Promise.all([
      provider.charge({ amountMinor: 700, reference: 'card-attempt:2', card: approved }),
      provider.charge({ amountMinor: 700, reference: 'card-attempt:2', card: approved }),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(second).toBe(first);
    expect(paymentProviderNamed('sandbox')).toBe(sandboxPaymentProvider);
  });
});
