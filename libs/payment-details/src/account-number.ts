/**
 * A bank account number as it is stored and paid to: 4 to 34 letters and digits (up to an IBAN's length).
 */
export const ACCOUNT_NUMBER = /^[A-Za-z0-9]{4,34}$/;

/** Spaces (of any width) and dashes (hyphen, minus, en and em dashes) that people group account numbers with. */
const SEPARATORS = /[\s\u2010-\u2015\u2212-]+/g;

/**
 * The account number without the spaces and dashes it was typed or pasted with (`1234-5678 90` → `1234567890`):
 * what both the seller's form and the server keep. Letters and digits stay as they are.
 */
export function normaliseAccountNumber(text: string): string {
  return text.replace(SEPARATORS, '');
}

/** Whether `text`, once normalised, is an account number that can be stored. */
export function isAccountNumber(text: string): boolean {
  return ACCOUNT_NUMBER.test(normaliseAccountNumber(text));
}
