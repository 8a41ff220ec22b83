/** A bank card as the shopper typed it. Only its last four digits are ever stored. */
export interface Card {
  /** Digits only. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvc: string;
  /** As printed on the card, in Latin letters. */
  holderName: string;
}

export type CardField = keyof Card;

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** A card is good through the last day of its expiry month. */
const expired = (card: Card, today: Date) =>
  card.expiryYear < today.getUTCFullYear() ||
  (card.expiryYear === today.getUTCFullYear() && card.expiryMonth < today.getUTCMonth() + 1);

/** The card's fields that are not valid, in the card's order; empty when the card may be charged. */
export function validateCard(card: Card, today: Date = new Date()): CardField[] {
  const invalid: CardField[] = [];
  if (!/^[0-9]{12,19}$/.test(card.number) || !passesLuhn(card.number)) invalid.push('number');
  const monthValid = isWhole(card.expiryMonth, 1, 12);
  const yearValid = isWhole(card.expiryYear, 1000, 9999);
  if (!monthValid) invalid.push('expiryMonth');
  if (!yearValid) invalid.push('expiryYear');
  else if (monthValid && expired(card, today)) invalid.push('expiryYear');
  if (!/^[0-9]{3,4}$/.test(card.cvc)) invalid.push('cvc');
  if (!/^[A-Za-z][A-Za-z .'-]{0,99}$/.test(card.holderName)) invalid.push('holderName');
  return invalid;
}

/** What may be kept of a card number. */
export const lastFourDigits = (number: string) => number.slice(-4);
