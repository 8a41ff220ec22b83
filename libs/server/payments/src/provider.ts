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
  /**
   * Charges once per `reference`, its idempotency key: the same reference sent again answers the first charge's
   * outcome and charges nothing more.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The outcome of the charge made under `reference`, or undefined when the provider has none. */
  find(reference: string): Promise<ChargeResult | undefined>;
}

/** The sandbox's test numbers (documented in the README and docs/api.md). */
export const SANDBOX_APPROVED_CARD = '4242424242424242';
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/** Outcomes the sandbox remembers by reference, the oldest forgotten first. */
const SANDBOX_MEMORY = 100_000;

export interface SandboxOptions {
  /** Milliseconds each charge takes, as a real provider's network call does (`PAYMENT_SANDBOX_DELAY_MS`). */
  delayMs?: number;
}

/**
 * The built-in provider: approves its approval test number, declines its decline test number, and declines any
 * other valid number, since the sandbox accepts only its test numbers. It never sees a real network; it remembers
 * its outcomes by reference in this process (the same charge repeated under one reference answers the first
 * outcome).
 */
export function createSandboxPaymentProvider({ delayMs = 0 }: SandboxOptions = {}): PaymentProvider {
  // The outcome is kept from the call's start: a second call under the reference while the first is in flight
  // waits for the first's outcome instead of charging again.
  const outcomes = new Map<string, { request: string; outcome: Promise<ChargeResult> }>();
  const fingerprint = ({ amountMinor, card }: ChargeRequest) => `${amountMinor}:${card.number}`;
  const decide = ({ reference, card }: ChargeRequest): ChargeResult => {
    const last4 = lastFourDigits(card.number);
    if (validateCard(card).length > 0) return { approved: false, reason: 'invalid_card', last4 };
    if (card.number === SANDBOX_APPROVED_CARD)
      return { approved: true, providerReference: `sandbox:${reference}`, last4 };
    if (card.number === SANDBOX_DECLINED_CARD) return { approved: false, reason: 'card_declined', last4 };
    return { approved: false, reason: 'test_numbers_only', last4 };
  };
  const delay = () => new Promise<void>((resume) => setTimeout(resume, delayMs));
  return {
    sandbox: true,
    async charge(request) {
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
        throw new Error(`a charge needs a positive whole amount of minor units, not ${request.amountMinor}`);
      const earlier = outcomes.get(request.reference);
      if (earlier?.request === fingerprint(request)) return earlier.outcome;
      const outcome = delayMs > 0 ? delay().then(() => decide(request)) : Promise.resolve(decide(request));
      if (outcomes.size >= SANDBOX_MEMORY) outcomes.delete(outcomes.keys().next().value!);
      outcomes.set(request.reference, { request: fingerprint(request), outcome });
      return outcome;
    },
    find: async (reference) => outcomes.get(reference)?.outcome,
  };
}

export const sandboxPaymentProvider: PaymentProvider = createSandboxPaymentProvider();

export const paymentProviderNames = ['sandbox'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/** The provider a configuration names (`PAYMENT_PROVIDER`), with the sandbox's options. */
export const paymentProviderNamed = (
  name: PaymentProviderName,
  options: SandboxOptions = {},
): PaymentProvider =>
  name === 'sandbox' && (options.delayMs ?? 0) > 0
    ? createSandboxPaymentProvider(options)
    : sandboxPaymentProvider;
