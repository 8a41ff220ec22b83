import type { CardFieldLabels, SandboxCardTexts } from './card-fields';
import { type CardRuleMessages, SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from './card-rules';

/** The `common` keys of the card form's words. */
type CardTextKey =
  | `common:card.${keyof CardFieldLabels}`
  | `common:card.sandbox.${keyof SandboxCardTexts}`
  | `common:card.validation.${keyof CardRuleMessages}`;

/** Any translator that has the `common` namespace, e.g. `useTranslation(['cart', 'common']).t`. */
type CommonTranslator = (key: CardTextKey, options?: { number: string }) => string;

/** The card fields' labels and the sandbox note (`CardFields`' props) in the shopper's language. */
export const cardFieldTexts = (
  t: CommonTranslator,
): { labels: CardFieldLabels; sandbox: SandboxCardTexts } => ({
  labels: {
    cardNumber: t('common:card.cardNumber'),
    expiryMonth: t('common:card.expiryMonth'),
    expiryYear: t('common:card.expiryYear'),
    cvc: t('common:card.cvc'),
    holder: t('common:card.holder'),
  },
  sandbox: {
    title: t('common:card.sandbox.title'),
    approves: t('common:card.sandbox.approves', { number: SANDBOX_APPROVED_CARD }),
    declines: t('common:card.sandbox.declines', { number: SANDBOX_DECLINED_CARD }),
  },
});

/** The card rules' messages (`cardRules`' first argument) in the shopper's language. */
export const cardRuleMessages = (t: CommonTranslator): CardRuleMessages => ({
  cardNumber: t('common:card.validation.cardNumber'),
  luhn: t('common:card.validation.luhn'),
  expiryMonth: t('common:card.validation.expiryMonth'),
  expiryYear: t('common:card.validation.expiryYear'),
  expired: t('common:card.validation.expired'),
  cvc: t('common:card.validation.cvc'),
  holder: t('common:card.validation.holder'),
});
