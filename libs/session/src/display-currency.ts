import { type Currency, useGetCurrenciesQuery } from '@mall/sdk';
import { useAppSelector } from './store';

/** The display currency the shopper chose (falling back to the base currency) and the list to choose from. */
export function useDisplayCurrency(): {
  currency: Currency | undefined;
  currencies: Currency[];
  base: string;
} {
  const chosen = useAppSelector((state) => state.preferences.currency);
  const { data } = useGetCurrenciesQuery();
  const currencies = data?.list ?? [];
  const base = data?.base ?? 'USD';
  const currency =
    currencies.find((item) => item.code === chosen) ?? currencies.find((item) => item.code === base);
  return { currency, currencies, base };
}
