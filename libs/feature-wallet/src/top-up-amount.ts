import { parseMoneyInput, USD_DECIMALS } from '@mall/money';
import * as yup from 'yup';

/** The limits of one top-up (the recharge options' bounds, USD minor units). */
export interface TopUpLimits {
  minMinor: number;
  maxMinor: number;
}

/** A typed top-up amount in USD minor units (`null` when it is not an amount). */
export const topUpAmountMinor = (amount: string) => parseMoneyInput(amount, USD_DECIMALS);

/** A top-up amount typed in USD, within the limits; `message` says what is wanted. */
export const topUpAmountRule = (message: string, limits: TopUpLimits) =>
  yup
    .string()
    .required(message)
    .test('within-limits', message, (value) => {
      const minor = topUpAmountMinor(value ?? '');
      return minor !== null && minor >= limits.minMinor && minor <= limits.maxMinor;
    });
