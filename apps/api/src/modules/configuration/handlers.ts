import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ads, currencies, languages, settings, walletCurrencies } from '../../db/schema';
import { pickLocalised } from '../../http/localise';
import type { Handlers } from '../../http/routes';
import { mediaUrl } from '../media';

export const BASE_CURRENCY = 'USD';
export const WEBSITE_CONFIG_KEY = 'website_config';

export function configurationHandlers(db: Database): Handlers {
  return {
    getCurrencies: async ({ request }) => {
      const list = await db.select().from(currencies).orderBy(asc(currencies.sort));
      return {
        list: list.map(({ code, symbol, rate, decimals, name }) => ({ code, symbol, rate, decimals, name })),
        static: mediaUrl(request, ''),
        base: BASE_CURRENCY,
      };
    },
    getLanguages: async () => {
      const list = await db
        .select({ code: languages.code, name: languages.name })
        .from(languages)
        .orderBy(asc(languages.sort));
      return { list, default: 'en' };
    },
    getWallets: async () => ({
      list: await db
        .select({
          code: walletCurrencies.code,
          name: walletCurrencies.name,
          network: walletCurrencies.network,
        })
        .from(walletCurrencies)
        .orderBy(asc(walletCurrencies.sort)),
    }),
    getStore: async ({ args, lang, request }) => {
      if (args.type === 'advert') {
        const rows = await db.select().from(ads).orderBy(asc(ads.position), asc(ads.sort));
        return {
          type: 'advert' as const,
          ads: rows.map((row) => ({
            id: row.id,
            position: row.position,
            title: pickLocalised(row, 'title', lang),
            image: mediaUrl(request, row.image),
            link: row.link,
            sort: row.sort,
          })),
        };
      }
      const [row] = await db.select().from(settings).where(eq(settings.key, WEBSITE_CONFIG_KEY));
      return { type: 'website_config' as const, config: row?.value as never };
    },
  };
}
