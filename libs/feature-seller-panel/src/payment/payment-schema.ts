import {
  ACCOUNT_NUMBER,
  cryptoAddressProblem,
  isAbaRoutingNumber,
  normaliseAccountNumber,
} from '@mall/payment-details';
import type { WalletCurrency } from '@mall/sdk';
import * as yup from 'yup';
import { currentPasswordRule } from '../shared/password-rules';
import type { PanelTranslator } from '../shared/translator';

const BANK_TEXT_MAX = 100;

/**
 * Whether English says "an" before the network's name: an initialism whose first letter is spoken with a vowel
 * sound ("an ERC20", "a TRC20"), or a word starting with a vowel ("a Bitcoin").
 */
export const takesAn = (network: string) =>
  /^[A-Z0-9]+$/.test(network) ? /^[AEFHILMNORSX8]/.test(network) : /^[AEIOU]/i.test(network);

/** An address on the wallet currency's network, or nothing (no payouts in that currency). */
const addressRule = (t: PanelTranslator, network: string) =>
  yup
    .string()
    .trim()
    .default('')
    .test('network', (value, context) => {
      const problem = value ? cryptoAddressProblem(network, value) : null;
      if (!problem) return true;
      const key = problem === 'format' && takesAn(network) ? 'formatAn' : problem;
      return context.createError({ message: t(`validation.address.${key}`, { network }) });
    });

const bankText = (t: PanelTranslator) =>
  yup
    .string()
    .trim()
    .default('')
    .max(BANK_TEXT_MAX, t('validation.tooLong', { max: BANK_TEXT_MAX }));

/**
 * The payout settings: an address per wallet currency checked for its network, the bank account (the
 * account number may stay empty to keep the stored one; the routing number passes the ABA check), and the
 * current password that every change needs.
 */
export const paymentSchema = (t: PanelTranslator, wallets: readonly WalletCurrency[]) =>
  yup.object({
    addresses: yup.object(
      Object.fromEntries(wallets.map((wallet) => [wallet.code, addressRule(t, wallet.network)])),
    ),
    bank_name: bankText(t),
    account_name: bankText(t),
    // Typed grouped ("1234-5678 9012"), kept as its letters and digits: what the server stores too.
    account_number: yup
      .string()
      .trim()
      .default('')
      .transform((value: unknown) => (typeof value === 'string' ? normaliseAccountNumber(value) : value))
      .matches(ACCOUNT_NUMBER, { message: t('validation.accountNumber'), excludeEmptyString: true }),
    routing_number: yup
      .string()
      .trim()
      .default('')
      .test('aba', t('validation.routing'), (value) => !value || isAbaRoutingNumber(value)),
    current_password: currentPasswordRule(t).required(t('validation.currentPassword')),
  });

export type PaymentSchema = ReturnType<typeof paymentSchema>;
export interface PaymentValues {
  addresses: Record<string, string>;
  bank_name: string;
  account_name: string;
  account_number: string;
  routing_number: string;
  current_password: string;
}
