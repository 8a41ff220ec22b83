import * as yup from 'yup';
import type { CartT } from '../shared/i18n';

/** The sandbox provider's test cards: the first is approved, the second declined (any other is declined too). */
export const SANDBOX_APPROVED_CARD = '4242 4242 4242 4242';
export const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';

/** Card numbers are typed with spaces or dashes; the API takes the digits. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card form's rules, as the payment provider checks them (Luhn, an expiry month not yet past, a 3–4 digit
 * CVC, the holder's name in Latin letters), with messages in the translator's language. `now` fixes "past".
 */
export function cardSchema(t: CartT, now: Date = new Date()) {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return yup.object({
    card_number: yup
      .string()
      .required(t('pay.validation.cardNumber'))
      .transform((value: string) => cardDigits(value))
      .matches(/^[0-9]{12,19}$/, t('pay.validation.cardNumber'))
      .test('luhn', t('pay.validation.luhn'), (value) => passesLuhn(value ?? '')),
    expiry_month: yup
      .number()
      .typeError(t('pay.validation.expiryMonth'))
      .required(t('pay.validation.expiryMonth'))
      .integer(t('pay.validation.expiryMonth'))
      .min(1, t('pay.validation.expiryMonth'))
      .max(12, t('pay.validation.expiryMonth')),
    expiry_year: yup
      .number()
      .typeError(t('pay.validation.expiryYear'))
      .required(t('pay.validation.expiryYear'))
      .integer(t('pay.validation.expiryYear'))
      .min(2000, t('pay.validation.expiryYear'))
      .max(2099, t('pay.validation.expiryYear'))
      .test('not-expired', t('pay.validation.expired'), function notExpired(year) {
        const month = this.parent.expiry_month as number | undefined;
        if (year === undefined || month === undefined || Number.isNaN(month)) return true;
        return year > currentYear || (year === currentYear && month >= currentMonth);
      }),
    cvc: yup
      .string()
      .required(t('pay.validation.cvc'))
      .matches(/^[0-9]{3,4}$/, t('pay.validation.cvc')),
    holder_name: yup
      .string()
      .trim()
      .required(t('pay.validation.holder'))
      .max(100, t('pay.validation.holder'))
      .matches(/^[A-Za-z][A-Za-z .'-]*$/, t('pay.validation.holder')),
  });
}

export type CardSchema = ReturnType<typeof cardSchema>;
export type CardValues = yup.InferType<CardSchema>;

/** What the form holds while typed: every field as text. */
export type CardFormValues = Record<keyof CardValues, string>;

export const emptyCard: CardFormValues = {
  card_number: '',
  expiry_month: '',
  expiry_year: '',
  cvc: '',
  holder_name: '',
};
