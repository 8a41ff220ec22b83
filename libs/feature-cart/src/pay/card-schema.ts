import { cardSchema as cardSchemaOf } from '@mall/forms';
import type { CartT } from '../shared/i18n';

/** The card form's rules with their messages in the shopper's language. `now` fixes "past". */
export const cardSchema = (t: CartT, now?: Date) =>
  cardSchemaOf(
    {
      cardNumber: t('pay.validation.cardNumber'),
      luhn: t('pay.validation.luhn'),
      expiryMonth: t('pay.validation.expiryMonth'),
      expiryYear: t('pay.validation.expiryYear'),
      expired: t('pay.validation.expired'),
      cvc: t('pay.validation.cvc'),
      holder: t('pay.validation.holder'),
    },
    now,
  );
