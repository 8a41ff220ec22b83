import * as yup from 'yup';
import { type AmountLimits, usdAmountRule } from './usd-amount';
import type { WalletTranslator } from './translator';

/** The longest transaction id the API takes. */
export const MAX_TRANSACTION_ID_LENGTH = 128;

/** What the offline top-up form holds while typed. */
export interface OfflineTopUpValues {
  walletCode: string;
  amount: string;
  transactionId: string;
  proof: File[];
}

/**
 * The offline top-up's rules: an amount within the top-up limits (`minimum` is the least, formatted), the
 * transaction id of the transfer, and one picture of it as proof.
 */
export function offlineTopUpSchema(t: WalletTranslator, limits: AmountLimits, minimum: string) {
  const required = t('required');
  return yup.object({
    walletCode: yup.string().required(required),
    amount: usdAmountRule(t('topUp.invalidAmount', { min: minimum }), limits),
    transactionId: yup.string().trim().required(required).max(MAX_TRANSACTION_ID_LENGTH, required),
    proof: yup.array().of(yup.mixed<File>().required()).min(1, required).required(required),
  });
}
