import { type Card, lastFourDigits, validateCard } from './card';

export interface ChargeRequest {
  amountMinor: number;
  /** What is paid for, e.g. `order:42`; the provider's reference is derived from it. */
  reference: string;
  card: Card;
}

export type DeclineReason = 'invalid_card' | 'card_declined' | 'test_numbers_only';

export type ChargeResult =
  | { approved: true; providerReference: string; last4: string }
  | { approved: false; reason: DeclineReason; last4: string };

/** Charges bank cards. `sandbox` says no real money moves, so the storefront labels the payment as a test. */
export interface PaymentProvider {
  sandbox: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The sandbox's test numbers (documented in the README and docs/api.md). */
export const SANDBOX_APPROVED_CARD = '4242424242424242';
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/**
 * The built-in provider: approves its approval test number, declines its decline test number, and declines any
 * other valid number, since the sandbox accepts only its test numbers. It never sees a real network.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  sandbox: true,
  async charge({ amountMinor, reference, card }) {
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
      throw new Error(`a charge needs a positive whole amount of minor units, not ${amountMinor}`);
    const last4 = lastFourDigits(card.number);
    if (validateCard(card).length > 0) return { approved: false, reason: 'invalid_card', last4 };
    if (card.number === SANDBOX_APPROVED_CARD)
      return { approved: true, providerReference: `sandbox:${reference}`, last4 };
    if (card.number === SANDBOX_DECLINED_CARD) return { approved: false, reason: 'card_declined', last4 };
    return { approved: false, reason: 'test_numbers_only', last4 };
  },
};

export const paymentProviderNames = ['sandbox'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

const providers: Record<PaymentProviderName, PaymentProvider> = { sandbox: sandboxPaymentProvider };

/** The provider a configuration names (`PAYMENT_PROVIDER`). */
export const paymentProviderNamed = (name: PaymentProviderName): PaymentProvider => providers[name];
