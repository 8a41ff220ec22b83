import { cardRuleMessages, cardRules, type CardFormValues, emptyCard } from '@mall/forms';
import * as yup from 'yup';
import { usd } from './money';
import { type AmountLimits, usdAmountRule } from './usd-amount';
import type { WalletTranslator } from './translator';

/**
 * The card top-up form's rules: an amount within the top-up limits, and the card as the provider checks it,
 * with messages in the shopper's language. `now` fixes "past" for the expiry.
 */
export function cardTopUpSchema(t: WalletTranslator, limits: AmountLimits, language: string, now?: Date) {
  const invalidAmount = t('card.invalidAmount', {
    min: usd(limits.minMinor, language),
    max: usd(limits.maxMinor, language),
  });
  return yup.object({
    amount: usdAmountRule(invalidAmount, limits),
    ...cardRules(cardRuleMessages(t), now),
  });
}

export type CardTopUpSchema = ReturnType<typeof cardTopUpSchema>;

/** What the form holds while typed: every field as text. */
export type CardTopUpFormValues = CardFormValues & { amount: string };

export const emptyCardTopUp: CardTopUpFormValues = { amount: '', ...emptyCard };
