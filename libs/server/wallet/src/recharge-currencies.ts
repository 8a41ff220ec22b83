import { listWalletCurrencies } from '@mall/server-configuration';
import { type Database, DomainError } from '@mall/server-core';

export interface RechargeCurrency {
  code: string;
  name: string;
  network: string;
  /** Where the shopper sends the money: the platform's address on that network. */
  address: string;
}

/** The wallet currencies a top-up may be made in: those the platform has a receiving address for. */
export async function rechargeCurrencies(
  db: Database,
  receivingAddresses: Readonly<Record<string, string>>,
): Promise<RechargeCurrency[]> {
  const currencies = await listWalletCurrencies(db);
  return currencies.flatMap((currency) => {
    const address = receivingAddresses[currency.code];
    return address ? [{ ...currency, address }] : [];
  });
}

/** One of {@link rechargeCurrencies}, or INVALID_CURRENCY (2000029). */
export async function rechargeCurrency(
  db: Database,
  code: string,
  receivingAddresses: Readonly<Record<string, string>>,
): Promise<RechargeCurrency> {
  const found = (await rechargeCurrencies(db, receivingAddresses)).find((currency) => currency.code === code);
  if (!found) throw new DomainError('INVALID_CURRENCY');
  return found;
}
