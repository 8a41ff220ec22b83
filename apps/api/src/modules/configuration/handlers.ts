import {
  BASE_CURRENCY,
  listAds,
  listCurrencies,
  listLanguages,
  listWalletCurrencies,
  websiteConfig,
} from '@mall/server-configuration';
import type { Database } from '../../db/connection';
import { pickLocalised } from '@mall/server-core';
import type { Handlers } from '../../http/routes';
import { mediaUrl } from '../media';

export function configurationHandlers(db: Database): Handlers {
  return {
    getCurrencies: async ({ request }) => ({
      list: await listCurrencies(db),
      static: mediaUrl(request, ''),
      base: BASE_CURRENCY,
    }),
    getLanguages: async () => ({ list: await listLanguages(db), default: 'en' }),
    getWallets: async () => ({ list: await listWalletCurrencies(db) }),
    getStore: async ({ args, lang, request }) => {
      if (args.type === 'advert') {
        const rows = await listAds(db);
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
      return { type: 'website_config' as const, config: (await websiteConfig(db)) as never };
    },
  };
}
