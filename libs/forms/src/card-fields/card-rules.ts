import * as yup from 'yup';

/** The sandbox provider's test cards: the first is approved, the second declined (any other is declined too). */
export const SANDBOX_APPROVED_CARD = '4242 4242 4242 4242';
export const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';

/** Card numbers are typed with spaces or dashes; the API takes the digits. */
const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

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

/** The card fields' messages, already translated (this library holds no words). */
export interface CardRuleMessages {
  /** Missing, or not 12 to 19 digits. */
  cardNumber: string;
  /** The digits fail the Luhn checksum. */
  luhn: string;
  expiryMonth: string;
  /** Not a four-digit year. */
  expiryYear: string;
  expired: string;
  cvc: string;
  /** Missing, too long, or not in Latin letters. */
  holder: string;
}

/**
 * The card fields' rules, as the payment provider checks them (Luhn, an expiry month not yet past, a 3–4 digit
 * CVC, the holder's name in Latin letters): spread into a form's `yup.object`. `now` fixes "past".
 */
export function cardRules(messages: CardRuleMessages, now: Date = new Date()) {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return {
    card_number: yup
      .string()
      .required(messages.cardNumber)
      .transform((value: string) => cardDigits(value))
      .matches(/^[0-9]{12,19}$/, messages.cardNumber)
      .test('luhn', messages.luhn, (value) => passesLuhn(value ?? '')),
    expiry_month: yup
      .number()
      .typeError(messages.expiryMonth)
      .required(messages.expiryMonth)
      .integer(messages.expiryMonth)
      .min(1, messages.expiryMonth)
      .max(12, messages.expiryMonth),
    expiry_year: yup
      .number()
      .typeError(messages.expiryYear)
      .required(messages.expiryYear)
      .integer(messages.expiryYear)
      .min(2000, messages.expiryYear)
      .max(2099, messages.expiryYear)
      .test('not-expired', messages.expired, function notExpired(year) {
        const month = this.parent.expiry_month as number | undefined;
        if (year === undefined || month === undefined || Number.isNaN(month)) return true;
        return year > currentYear || (year === currentYear && month >= currentMonth);
      }),
    cvc: yup
      .string()
      .required(messages.cvc)
      .matches(/^[0-9]{3,4}$/, messages.cvc),
    holder_name: yup
      .string()
      .trim()
      .required(messages.holder)
      .max(100, messages.holder)
      .matches(/^[A-Za-z][A-Za-z .'-]*$/, messages.holder),
  };
}

/** A form of the card fields alone. */
export const cardSchema = (messages: CardRuleMessages, now?: Date) => yup.object(cardRules(messages, now));

export type CardSchema = ReturnType<typeof cardSchema>;
/** The card as the API takes it: the number's digits, the expiry as numbers. */
export type CardValues = yup.InferType<CardSchema>;

/** What the card fields hold while typed: every field as text. */
export type CardFormValues = Record<keyof CardValues, string>;

export const emptyCard: CardFormValues = {
  card_number: '',
  expiry_month: '',
  expiry_year: '',
  cvc: '',
  holder_name: '',
};
