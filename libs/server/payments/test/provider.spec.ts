import { describe, it } from 'node:test';
import { expect } from 'expect';
import { type Card, type ChargeResult, paymentProviderNamed, sandboxPaymentProvider } from '../src';

const card = (number: string): Card => ({
  number,
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holderName: 'Ada Lovelace',
});

describe('the sandbox payment provider', () => {
  it('says it is a sandbox and is what the configuration name `sandbox` means', () => {
    expect(sandboxPaymentProvider.sandbox).toBe(true);
    expect(paymentProviderNamed('sandbox')).toBe(sandboxPaymentProvider);
  });

  const answers: [string, ChargeResult][] = [
    ['4242424242424242', { approved: true, providerReference: 'sandbox:order:7', last4: '4242' }],
    ['4000000000000002', { approved: false, reason: 'card_declined', last4: '0002' }],
    ['5555555555554444', { approved: false, reason: 'test_numbers_only', last4: '4444' }],
    ['4242424242424241', { approved: false, reason: 'invalid_card', last4: '4241' }],
  ];
  for (const [number, result] of answers)
    it(`answers a charge on ${number}`, async () => {
      await expect(
        sandboxPaymentProvider.charge({ amountMinor: 1_999, reference: 'order:7', card: card(number) }),
      ).resolves.toEqual(result);
    });

  it('declines an expired test card', async () => {
    const expired = { ...card('4242424242424242'), expiryYear: 2020 };
    await expect(
      sandboxPaymentProvider.charge({ amountMinor: 100, reference: 'order:8', card: expired }),
    ).resolves.toEqual({ approved: false, reason: 'invalid_card', last4: '4242' });
  });

  for (const amountMinor of [0, -5, 1.5])
    it(`refuses to charge ${amountMinor} minor units`, async () => {
      await expect(
        sandboxPaymentProvider.charge({ amountMinor, reference: 'order:9', card: card('4242424242424242') }),
      ).rejects.toThrow(/positive whole amount/);
    });
});
