import * as yup from 'yup';
import type { WalletTranslator } from './translator';
import { usdAmountRule } from './usd-amount';

/** A receiving address as the API takes it. */
const WALLET_ADDRESS = /^[A-Za-z0-9]{20,128}$/;

/** The longest password the API takes. */
export const WITHDRAW_PASSWORD_MAX = 128;

/** What the withdrawal form holds while typed. */
export interface WithdrawValues {
  walletCode: string;
  address: string;
  amount: string;
  password: string;
}

/**
 * The withdrawal's rules: a currency, the receiving address, an amount from one cent up to the available
 * balance (`availableMinor`), and the account password.
 */
export function withdrawSchema(t: WalletTranslator, availableMinor: number) {
  const required = t('required');
  return yup.object({
    walletCode: yup.string().required(required),
    address: yup.string().trim().required(required).matches(WALLET_ADDRESS, t('withdraw.invalidAddress')),
    amount: usdAmountRule(t('withdraw.invalidAmount'), { minMinor: 1, maxMinor: availableMinor }),
    password: yup.string().required(required).max(WITHDRAW_PASSWORD_MAX, required),
  });
}
