export { type Card, type CardField, lastFourDigits, passesLuhn, validateCard } from './card';
export {
  type ChargeRequest,
  type ChargeResult,
  createSandboxPaymentProvider,
  type DeclineReason,
  type PaymentProvider,
  type PaymentProviderName,
  paymentProviderNamed,
  paymentProviderNames,
  type SandboxOptions,
  SANDBOX_APPROVED_CARD,
  SANDBOX_DECLINED_CARD,
  sandboxPaymentProvider,
} from './provider';
