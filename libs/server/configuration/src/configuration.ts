import { asc, eq } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { ads, currencies, languages, settings, walletCurrencies } from './tables';

/** Prices are stored in this currency; the others convert from it by their rate. */
export const BASE_CURRENCY = 'USD';
export const WEBSITE_CONFIG_KEY = 'website_config';

export const listCurrencies = (db: Database) =>
  db
    .select({
      code: currencies.code,
      symbol: currencies.symbol,
      rate: currencies.rate,
      decimals: currencies.decimals,
      name: currencies.name,
    })
    .from(currencies)
    .orderBy(asc(currencies.sort));

export const listLanguages = (db: Database) =>
  db.select({ code: languages.code, name: languages.name }).from(languages).orderBy(asc(languages.sort));

export const listWalletCurrencies = (db: Database) =>
  db
    .select({ code: walletCurrencies.code, name: walletCurrencies.name, network: walletCurrencies.network })
    .from(walletCurrencies)
    .orderBy(asc(walletCurrencies.sort));

/** Every advertisement by position, with its title in all languages and its image as a media path. */
export const listAds = (db: Database) => db.select().from(ads).orderBy(asc(ads.position), asc(ads.sort));

export type AdRow = Awaited<ReturnType<typeof listAds>>[number];

export async function websiteConfig(db: Database): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, WEBSITE_CONFIG_KEY));
  return row?.value;
}
