import { parseMoneyInput, USD_DECIMALS } from '@mall/money';
import * as yup from 'yup';

/** The least and the most a wallet operation may move (USD minor units). */
export interface AmountLimits {
  minMinor: number;
  maxMinor: number;
}

/** A typed amount in USD minor units (`null` when it is not an amount). */
export const usdAmountMinor = (amount: string) => parseMoneyInput(amount, USD_DECIMALS);

/** An amount typed in USD, within the limits; `message` says what is wanted. */
export const usdAmountRule = (message: string, limits: AmountLimits) =>
  yup
    .string()
    .required(message)
    .test('within-limits', message, (value) => {
      const minor = usdAmountMinor(value ?? '');
      return minor !== null && minor >= limits.minMinor && minor <= limits.maxMinor;
    });
