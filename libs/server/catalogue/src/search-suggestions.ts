import { desc, sql } from 'drizzle-orm';
import { type Database, type Language, type MediaUrl, pickLocalised } from '@mall/server-core';
import { allCategories } from './browse';
import type { ExpiringCache } from './expiring-cache';
import { likePattern } from './product-queries';
import { type SearchCaches, searchPage } from './search';
import { shops } from './tables';

/** How many of each kind a keyword being typed suggests (the manifest's bounds). */
const SUGGESTED = { products: 6, categories: 4, shops: 3 };

/** How many shops whose names hold the keyword are read, for the few a word of whose name it starts. */
const SHOPS_READ = 20;

/** Scripts written without spaces: a keyword in them may start anywhere in a name. */
const UNSPACED =
  /[\u0e00-\u0e7f\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;

/** Whether `name` has a word starting with `keyword` (anywhere, for a keyword of an unspaced script). */
function namedBy(name: string, keyword: string): boolean {
  const folded = name.normalize('NFKC').toLocaleLowerCase();
  const at = folded.indexOf(keyword);
  if (at < 0) return false;
  if (UNSPACED.test(keyword)) return true;
  for (let index = at; index >= 0; index = folded.indexOf(keyword, index + 1))
    if (index === 0 || !/[\p{L}\p{N}]/u.test(folded[index - 1]!)) return true;
  return false;
}

/**
 * What a keyword being typed may be looking for: the first products the search finds for it (the last word as
 * a prefix, a misspelt keyword corrected), the categories named by it in the reader's language or in English,
 * and the shops a word of whose name it starts, the most followed first. Categories are the cached tree;
 * shops are few beside products, and their names are matched by the trigram index of migration 0021.
 */
export async function searchSuggestions(
  db: Database,
  caches: SearchCaches,
  cache: ExpiringCache,
  mediaUrl: MediaUrl,
  lang: Language,
  keyword: string,
) {
  const folded = keyword.normalize('NFKC').toLocaleLowerCase().trim();
  const [found, categoryRows, shopRows] = await Promise.all([
    searchPage(db, caches, mediaUrl, lang, {
      keyword,
      sort: 'relevance',
      page: 1,
      page_size: SUGGESTED.products,
    }),
    allCategories(db, cache),
    db
      .select({ id: shops.id, name: shops.name, logo: shops.logo })
      .from(shops)
      .where(sql`lower(${shops.name}) like ${likePattern(folded)}`)
      .orderBy(desc(shops.followerCount), shops.id)
      .limit(SHOPS_READ),
  ]);
  const categories = categoryRows
    .filter((row) => namedBy(pickLocalised(row, 'name', lang).text, folded) || namedBy(row.name_en, folded))
    .slice(0, SUGGESTED.categories)
    .map((row) => ({ id: row.id, name: pickLocalised(row, 'name', lang) }));
  return {
    products: found.list.map((product) => ({ id: product.id, name: product.name, image: product.image })),
    categories,
    shops: shopRows
      .filter((shop) => namedBy(shop.name, folded))
      .slice(0, SUGGESTED.shops)
      .map((shop) => ({ id: shop.id, name: shop.name, logo: mediaUrl(shop.logo) })),
    ...(found.corrected_keyword ? { corrected_keyword: found.corrected_keyword } : {}),
  };
}
