import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { expect } from 'expect';
import { brands, categories, productComments, products, productSearch, shops } from '../src/db/schema';
import {
  CommonWords,
  ExpiringCache,
  FirstWindowOdds,
  keywordMatch,
  keywordShare,
  keywordTerms,
  type ProductSort,
  rankingIndexes,
  refreshSalesOrder,
  reserveStock,
  searchPage,
  windowEdge,
  withoutRankingIndexes,
} from '@mall/server-catalogue';
import { buildDemoCatalogue } from '@mall/demo-data';
import { ledgerViolations } from '@mall/server-wallet';
import { seedDemoData } from '../src/seed/seed';
import { createTestApp, form, type TestApp } from './harness';

let api: TestApp;
const get = (url: string, lang = 'en') => api.call({ method: 'GET', url, headers: { lang } });

before(async () => {
  api = await createTestApp();
  await seedDemoData(api.database.db, { products: 300, mediaDir: api.config.mediaDir, images: false });
});
after(() => api.close());

describe('configuration', () => {
  it('lists currencies with symbol, rate and decimals, and the static media base', async () => {
    const { body } = await get('/api/customer/index/get_currency');
    expect(body.data.base).toBe('USD');
    expect(body.data.static).toBe('http://localhost:80/media/');
    const codes = body.data.list.map((currency: { code: string }) => currency.code);
    expect(codes).toEqual(expect.arrayContaining(['USD', 'EUR', 'CNY', 'JPY', 'THB', 'TWD']));
    expect(body.data.list.find((currency: { code: string }) => currency.code === 'JPY')).toMatchObject({
      symbol: '¥',
      decimals: 0,
    });
  });

  it('lists the six languages and the three wallets', async () => {
    expect(
      (await get('/api/customer/index/get_languages')).body.data.list.map((l: { code: string }) => l.code),
    ).toEqual(['en', 'zh', 'zhtw', 'es', 'jp', 'th']);
    const wallets = await api.call({ method: 'POST', url: '/api/customer/index/get_wallets' });
    expect(wallets.body.data.list.map((w: { code: string }) => w.code)).toEqual(['USDT', 'ETH', 'BTC']);
  });

  it('serves ads in every position and the website config with a service URL', async () => {
    const ads = (await get('/api/customer/index/store?type=advert', 'es')).body.data;
    expect(ads.type).toBe('advert');
    expect(new Set(ads.ads.map((ad: { position: string }) => ad.position))).toEqual(
      new Set(['top', 'center_top', 'center', 'center_bottom', 'bottom']),
    );
    const config = (await get('/api/customer/index/store?type=website_config')).body.data;
    expect(config).toMatchObject({
      type: 'website_config',
      config: { site_name: 'Mall', service_url: '/pages/server/chat' },
    });
    expect((await get('/api/customer/index/store?type=other')).body.code).toBe(1000008);
  });
});

describe('catalogue', () => {
  it('localises names and says which language it used, falling back to English', async () => {
    const { body } = await get('/api/customer/product/get_all_products?limit=60', 'jp');
    const languages = new Set(
      body.data.list.flatMap((product: { description?: unknown; short_description: { lang: string } }) => [
        product.short_description.lang,
      ]),
    );
    expect(languages.has('jp')).toBe(true);
    for (const product of body.data.list) expect(['jp', 'en']).toContain(product.name.lang);
    const english = await get('/api/customer/product/get_all_products?limit=1', 'xx');
    expect(english.body.data.list[0].name.lang).toBe('en');
  });

  it('walks every product with the keyset cursor, newest first, without repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { list: { id: number }[]; next_cursor: string | null } } } = await get(
        `/api/customer/product/get_all_products?limit=60${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.body.data.list.map((product) => product.id));
      cursor = page.body.data.next_cursor;
    } while (cursor);
    const count = await api.database.db.$count(products, eq(products.status, 'active'));
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    expect((await get('/api/customer/product/get_all_products?cursor=bm9wZQ')).body.code).toBe(1000008);
  });

  it('pages a category with its sub-categories, brands and a total', async () => {
    const tree = (await get('/api/customer/index/series-categorys')).body.data.list;
    expect(tree.length).toBeGreaterThanOrEqual(8);
    const top = tree[0];
    expect(top.children.length).toBeGreaterThanOrEqual(3);
    const { body } = await get(`/api/category/${top.id}/1?page_size=5`);
    expect(body.data.category.id).toBe(top.id);
    expect(body.data.children).toHaveLength(top.children.length);
    expect(body.data.products.list.length).toBeLessThanOrEqual(5);
    expect(body.data.products.total).toBeGreaterThan(0);
    const [card] = body.data.products.list;
    const [stored] = await api.database.db
      .select({ soldCount: products.soldCount })
      .from(products)
      .where(eq(products.id, card.id));
    expect(card.sold_count).toBe(stored!.soldCount);
    const cheapFirst = (
      await get(`/api/category/${top.id}/1?sort=price_asc&page_size=10`)
    ).body.data.products.list.map((p: { price_minor: number }) => p.price_minor);
    expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b));
    expect((await get('/api/category/999999/1')).body.code).toBe(2000019);
  });

  it('pages a category to the end in every order, each active product once, with its exact total', async () => {
    const top = (await get('/api/customer/index/series-categorys')).body.data.list[0];
    const inCategory = [top.id, ...top.children.map((child: { id: number }) => child.id)];
    const stored = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.categoryId, inCategory), eq(products.status, 'active')));
    for (const sort of ['newest', 'price_asc', 'price_desc', 'rating', 'relevance']) {
      const seen: number[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await get(`/api/category/${top.id}/${page}?page_size=7&sort=${sort}`);
        const { list, total, total_capped, has_more } = body.data.products;
        expect({ total, total_capped }).toEqual({ total: stored.length, total_capped: false });
        seen.push(...list.map((card: { id: number }) => card.id));
        if (!has_more) break;
      }
      expect(seen.toSorted((a, b) => a - b)).toEqual(stored.map((row) => row.id).toSorted((a, b) => a - b));
    }
    // A page past the end has no cards and still says how many there are.
    const beyond = (await get(`/api/category/${top.id}/${stored.length + 1}?page_size=7`)).body.data.products;
    expect(beyond).toMatchObject({ list: [], total: stored.length, has_more: false });
  });

  it("counts each brand's products within the category it is listed on", async () => {
    const top = (await get('/api/customer/index/series-categorys')).body.data.list[0];
    const { body } = await get(`/api/category/${top.id}/1`);
    const listed = body.data.brands as { id: number; product_count: number }[];
    expect(listed.length).toBeGreaterThan(0);
    const inCategory = [top.id, ...top.children.map((child: { id: number }) => child.id)];
    for (const brand of listed) {
      const [counted] = await api.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(
          and(
            eq(products.brandId, brand.id),
            eq(products.status, 'active'),
            inArray(products.categoryId, inCategory),
          ),
        );
      expect({ brand: brand.id, count: brand.product_count }).toEqual({
        brand: brand.id,
        count: counted!.count,
      });
      expect(brand.product_count).toBeGreaterThan(0);
    }
  });

  it('serves brands (top ten first), brand pages and shop pages', async () => {
    const brands = (await api.call({ ...form('/api/customer/index/get-all-brand', { limit: 10 }) })).body.data
      .list;
    expect(brands).toHaveLength(10);
    const brand = (await get(`/api/brand/${brands[0].id}`)).body.data;
    expect(brand.brand.id).toBe(brands[0].id);
    const [counted] = await api.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.brandId, brands[0].id), eq(products.status, 'active')));
    expect(counted!.count).toBeGreaterThan(0);
    expect(brands[0].product_count).toBe(counted!.count);
    expect(brand.brand.product_count).toBe(counted!.count);
    for (const product of brand.products.list) expect(product.brand_id).toBe(brands[0].id);
    const shop = (await get('/api/shop/1/1')).body.data;
    expect(shop.shop).toMatchObject({ id: 1, followed: false });
    for (const product of shop.products.list) expect(product.shop.id).toBe(1);
  });

  it('searches names in any language and answers an empty page for no match', async () => {
    const sample = (await get('/api/customer/product/get_all_products?limit=1', 'zh')).body.data.list[0];
    const word = sample.name.text.slice(0, 2);
    const found = (await get(`/api/search/${encodeURIComponent(word)}`)).body.data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.map((product: { id: number }) => product.id)).toContain(sample.id);
    const none = (await get('/api/search/zzqqxxnothing')).body.data;
    expect(none).toMatchObject({ list: [], total: 0, has_more: false });
    expect((await get(`/api/search/${encodeURIComponent('100%_')}`)).body.code).toBe(200);
  });

  it('finds one- and two-character words of scripts written without spaces, and mixed keywords', async () => {
    const ids = async (keyword: string) =>
      (await get(`/api/search/${encodeURIComponent(keyword)}?page_size=50`)).body.data.list.map(
        (product: { id: number }) => product.id,
      );
    for (const lang of ['zh', 'jp', 'th']) {
      const sample = (await get('/api/customer/product/get_all_products?limit=1', lang)).body.data.list[0];
      const run = sample.name.text.match(/[^\s\p{P}\p{S}\p{N}a-z]+/iu)[0] as string;
      // The run's last character and last pair: the ends of runs are where character pairs are easiest to lose.
      for (const keyword of [run.slice(-1), run.slice(-2), run.slice(0, 2)]) {
        const found = (await get(`/api/search/${encodeURIComponent(keyword)}?page_size=50`)).body.data;
        expect(found.total).toBeGreaterThan(0);
        const [row] = await api.database.db
          .select({ matches: sql<boolean>`${products.searchText} like ${`%${keyword}%`}` })
          .from(products)
          .where(eq(products.id, found.list[0].id));
        expect(row!.matches).toBe(true);
      }
    }
    const sample = (await get('/api/customer/product/get_all_products?limit=1', 'zh')).body.data.list[0];
    const [latinWord] = (sample.name.text as string).match(/[a-z]{2,}/i) ?? ['ml'];
    const pair = (sample.name.text as string).match(/\p{Script=Han}{2}/u)![0];
    expect(await ids(`${latinWord} ${pair}`)).toContain(sample.id);
    expect(await ids(`${latinWord}${pair}`)).toContain(sample.id);
  });

  it('answers an empty page at once for a keyword of only punctuation or symbols, or a prefix of no word', async () => {
    const common = await commonWord();
    for (const keyword of ['%%%', '!!', '¥€$', '—', 'qqxzw', `${common} qqxzw`, `${common} 龘`]) {
      const { body } = await get(`/api/search/${encodeURIComponent(keyword)}`);
      expect(body).toMatchObject({ code: 200, data: { list: [], total: 0, has_more: false } });
    }
    // Compatibility forms fold into punctuation (`⑴` is `(1)`), which must not reach the query syntax.
    for (const keyword of ['⑴', 'Ｐｒｏ⒜', '½']) {
      expect((await get(`/api/search/${encodeURIComponent(keyword)}`)).body.code).toBe(200);
    }
  });

  /** The most frequent word of four letters or more in the names of the 50 newest products. */
  const commonWord = async () => {
    const names = (await get('/api/customer/product/get_all_products?limit=50')).body.data.list.map(
      (product: { name: { text: string } }) => product.name.text,
    );
    const counts = new Map<string, number>();
    for (const word of names.flatMap((name: string) => name.toLowerCase().match(/[a-z]{4,}/g) ?? [])) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  };

  /** How a keyword that matches something is matched. */
  const matchOf = async (keyword: string) => (await keywordMatch(api.database.db, keywordTerms(keyword)!))!;

  it('uses an index for every kind of keyword part', async () => {
    const plan = async (keyword: string) => {
      const { condition } = await matchOf(keyword);
      return api.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(
          sql`explain select ${productSearch.productId} from ${productSearch} where ${condition}`,
        );
        return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
      });
    };
    expect(await plan('茶')).toContain('product_search_grams_idx');
    expect(await plan('耳机')).toContain('product_search_grams_idx');
    expect(await plan('ชา')).toContain('product_search_grams_idx');
    // On PostgreSQL with RUM, the ranking indexes on the word vector serve as well.
    expect(await plan(await commonWord())).toMatch(/product_search_vector_(\w+_rank_)?idx/);
    expect(await plan('蓝牙耳机')).toContain('product_search_text_idx');
  });

  it('ends a bulk seed, which loads the products without them, with the ranking indexes built as the migration defines them', async () => {
    const result = await api.database.db.execute(
      sql`select pg_indexes.indexname, pg_indexes.indexdef, pg_index.indisvalid, pg_index.indisready
        from pg_indexes join pg_index on pg_index.indexrelid = (quote_ident(pg_indexes.indexname))::regclass
        where pg_indexes.tablename = 'product_search' and pg_indexes.indexname like '%\\_rank\\_idx'
        order by pg_indexes.indexname`,
    );
    const indexes = (
      result as unknown as {
        rows: { indexname: string; indexdef: string; indisvalid: boolean; indisready: boolean }[];
      }
    ).rows;
    expect(
      indexes.map(({ indexname, indisvalid, indisready }) => [indexname, indisvalid, indisready]),
    ).toEqual(
      process.env.TEST_DATABASE_URL
        ? [
            ['product_search_vector_created_rank_idx', true, true],
            ['product_search_vector_price_rank_idx', true, true],
            ['product_search_vector_sold_rank_idx', true, true],
          ]
        : [],
    );
    for (const { indexdef } of indexes)
      expect(indexdef).toMatch(
        new RegExp(
          `USING rum \\(search_vector rum_tsvector_addon_ops, (\\w+)\\) WITH \\(attach=\\1, "to"=search_vector\\)$`,
        ),
      );
  });

  it('loads without the ranking indexes and builds them again, also when the load fails', async () => {
    const present = async () =>
      (
        (await api.database.db.execute(
          sql`select indexname from pg_indexes where tablename = 'product_search' and indexname like '%\\_rank\\_idx' order by indexname`,
        )) as unknown as { rows: { indexname: string }[] }
      ).rows.map((row) => row.indexname);
    const before = await present();
    expect(before).toHaveLength(process.env.TEST_DATABASE_URL ? 3 : 0);
    let duringLoad: string[] | undefined;
    await expect(
      withoutRankingIndexes(api.database.db, async () => {
        duringLoad = await present();
        throw new Error('load failed');
      }),
    ).rejects.toThrow('load failed');
    expect(duringLoad).toEqual([]);
    expect(await present()).toEqual(before);
  });

  it('states the window bounds on the keys the RUM ranking indexes carry on PostgreSQL; PGlite has none', async () => {
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    expect([...(await rankingIndexes(api.database.db))].sort()).toEqual(
      onPostgres
        ? [
            'product_search_vector_created_rank_idx',
            'product_search_vector_price_rank_idx',
            'product_search_vector_sold_rank_idx',
          ]
        : [],
    );
    // A ranking index checks a bound stated on its attached column; without one, best match's windows are
    // bounded by the sales band, whose B-tree gives the bitmap. Character pairs have no ranking index.
    const { dialect } = api.database.db as unknown as { dialect: PgDialect };
    const edge = async (sort: NonNullable<ProductSort>, keyword: string) =>
      dialect.sqlToQuery((await windowEdge(api.database.db, sort, (await matchOf(keyword)).vector))('100'))
        .sql;
    const word = await commonWord();
    expect(await edge('relevance', word)).toBe(
      onPostgres
        ? '"product_search"."sold_count" >= $1'
        : 'product_sales_band("product_search"."sold_count") >= $1',
    );
    expect(await edge('relevance', '茶')).toBe('product_sales_band("product_search"."sold_count") >= $1');
    expect(await edge('newest', word)).toBe('"product_search"."created_at" >= $1');
    expect(await edge('price_asc', word)).toBe('"product_search"."price_minor" <= $1');
  });

  it('ranks search results by the chosen order, pages without overlap and drops products taken off sale', async () => {
    const keyword = await commonWord();
    const search = async (query: string) => (await get(`/api/search/${keyword}?${query}`)).body.data;
    const soldCounts = new Map(
      (await api.database.db.select({ id: products.id, soldCount: products.soldCount }).from(products)).map(
        (row) => [row.id, row.soldCount],
      ),
    );

    const first = await search('page_size=5');
    expect(first.total).toBeGreaterThan(5);
    const second = await search('page_size=5&page=2');
    const firstIds = first.list.map((product: { id: number }) => product.id);
    const secondIds = second.list.map((product: { id: number }) => product.id);
    expect(firstIds.filter((id: number) => secondIds.includes(id))).toEqual([]);
    const relevance = [...firstIds, ...secondIds].map((id: number) => soldCounts.get(id)!);
    expect(relevance).toEqual([...relevance].sort((a, b) => b - a));
    const prices = (await search('sort=price_asc&page_size=50')).list.map(
      (product: { price_minor: number }) => product.price_minor,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The ranking is cached briefly, but a product taken off sale leaves the page at once.
    await api.database.db.update(products).set({ status: 'expired' }).where(eq(products.id, firstIds[0]));
    try {
      expect((await search('page_size=5')).list.map((product: { id: number }) => product.id)).not.toContain(
        firstIds[0],
      );
    } finally {
      await api.database.db.update(products).set({ status: 'active' }).where(eq(products.id, firstIds[0]));
    }
  });

  it('ranks every match, also those placed beyond the ranking windows, in each order', async () => {
    const keyword = await commonWord();
    const { condition } = await matchOf(keyword);
    const matching = await api.database.db
      .select({ id: products.id })
      .from(productSearch)
      .innerJoin(products, eq(products.id, productSearch.productId))
      .where(condition);
    // The last match in table order becomes the cheapest, newest, best-selling and best-rated product: the
    // windows below (10 and 40 of 300 products) must not hide it, nor any other match.
    const last = Math.max(...matching.map((row) => row.id));
    // The windows' bounds are taken before the change and kept: a bound taken from an older catalogue still
    // gives exact pages.
    const trying = new FirstWindowOdds();
    // Statistics taken as they are (too few products for any walk to pay), and statistics that say every
    // product holds the keyword, so its first windows are walked product by product.
    const measured = new CommonWords();
    const everywhere = new CommonWords(async () => ({
      rows: 1_000_000,
      words: new Map([[keyword, 1]]),
      grams: new Map(),
    }));
    const caches = {
      pages: new ExpiringCache(0),
      windowBounds: new ExpiringCache(60_000),
      firstWindows: trying,
      commonWords: measured,
    };
    const search = (sort: NonNullable<ProductSort>, page: number) =>
      searchPage(
        api.database.db,
        caches,
        (path) => path,
        'en',
        { keyword, sort, page, page_size: 5 },
        [10, 40],
      );
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const)
      await search(sort, 1);
    const [before] = await api.database.db.select().from(products).where(eq(products.id, last));
    await api.database.db
      .update(products)
      // The count ranked, as the sales job leaves it.
      .set({
        priceMinor: 1,
        createdAt: '2100-01-01 00:00:00+00',
        soldCount: 10_000_000,
        rankedSoldCount: 10_000_000,
        rating: 5,
      })
      .where(eq(products.id, last));
    try {
      const rows = await api.database.db
        .select({
          id: products.id,
          priceMinor: products.priceMinor,
          createdAt: sql<string>`${products.createdAt}::text`,
          soldCount: products.rankedSoldCount,
          rating: products.rating,
        })
        .from(products)
        .where(
          and(
            eq(products.status, 'active'),
            inArray(
              products.id,
              matching.map((row) => row.id),
            ),
          ),
        );
      const descending = (key: (row: (typeof rows)[number]) => number | string) =>
        [...rows].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : b.id - a.id));
      const expected = {
        relevance: descending((row) => row.soldCount),
        newest: descending((row) => row.createdAt),
        price_asc: [...rows].sort((a, b) => a.priceMinor - b.priceMinor || b.id - a.id),
        price_desc: descending((row) => row.priceMinor),
        rating: descending((row) => row.rating),
      };
      const answeredFrom = new Set<string>();
      // Where a ranking index ranks past the first window, a window that rarely held the page is skipped: the
      // pages are the same either way.
      const skipping = new FirstWindowOdds();
      for (const sort of Object.keys(expected))
        for (let tried = 0; tried < 8; tried += 1) skipping.record(sort, false);
      for (const [sort, order] of Object.entries(expected)) {
        if (sort !== 'price_desc') expect(order[0]!.id).toBe(last);
        for (const [page, firstWindows, commonWords] of [
          [1, trying, measured],
          [2, trying, measured],
          [3, trying, measured],
          [1, skipping, measured],
          [2, skipping, measured],
          [1, trying, everywhere],
          [2, skipping, everywhere],
          [3, trying, everywhere],
        ] as const) {
          caches.firstWindows = firstWindows;
          caches.commonWords = commonWords;
          const result = await search(sort as NonNullable<ProductSort>, page);
          const wanted = order.slice((page - 1) * 5, page * 5).map((row) => row.id);
          expect({ sort, page, ids: result.list.map((product) => product.id) }).toEqual({
            sort,
            page,
            ids: wanted,
          });
          // From a window the total is what the window held; ranked in full, it is exact.
          if (result.total_capped) expect(result.total).toBeLessThanOrEqual(rows.length);
          else expect(result.total).toBe(rows.length);
          expect(result.has_more).toBe(page * 5 < rows.length);
          answeredFrom.add(result.total_capped ? 'window' : 'all matches');
        }
      }
      expect([...answeredFrom].sort()).toEqual(['all matches', 'window']);
    } finally {
      await api.database.db
        .update(products)
        .set({
          priceMinor: before!.priceMinor,
          createdAt: before!.createdAt,
          soldCount: before!.soldCount,
          rating: before!.rating,
        })
        .where(eq(products.id, last));
    }
  });

  it('reads how common the commonest words are from the database’s statistics', async () => {
    const keyword = await commonWord();
    await api.database.db.execute(sql`analyze product_search`);
    const shares = await new CommonWords().shares(api.database.db);
    const count = async (condition: SQL) => {
      const [row] = await api.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(productSearch)
        .where(condition);
      return row!.count;
    };
    const all = await count(sql`true`);
    expect(shares.rows).toBe(all);
    // A table this small is analysed whole: a word's share is exact. A prefix's is its commonest word's, which
    // a product holding the word in several languages ("compact", "compacto") does not count twice.
    const matched = (await count((await matchOf(keyword)).condition)) / all;
    const share = keywordShare(keywordTerms(keyword)!, shares);
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThanOrEqual(matched);
    const pair = [...shares.grams.keys()].find((word) => [...word].length === 2)!;
    expect(shares.grams.get(pair)).toBeCloseTo((await count((await matchOf(pair)).condition)) / all, 2);
  });

  it('walks a common keyword down the sort order to the same pages its bitmap gives', async () => {
    const keyword = await commonWord();
    const caches = (commonWords: CommonWords) => ({
      pages: new ExpiringCache(0),
      windowBounds: new ExpiringCache(60_000),
      firstWindows: new FirstWindowOdds(),
      commonWords,
    });
    const bitmaps = caches(new CommonWords());
    // The keyword's true share, in a catalogue said to be large enough for a walk to pay.
    const [{ matched, all }] = (
      (await api.database.db.execute(
        sql`select count(*) filter (where ${(await matchOf(keyword)).condition})::int as matched, count(*)::int as "all" from ${productSearch}`,
      )) as unknown as { rows: { matched: number; all: number }[] }
    ).rows as [{ matched: number; all: number }];
    const walking = caches(
      new CommonWords(async () => ({
        rows: 1_000_000,
        words: new Map([[keyword, matched / all]]),
        grams: new Map(),
      })),
    );
    const search = (searchCaches: typeof bitmaps, sort: ProductSort, page: number) =>
      searchPage(
        api.database.db,
        searchCaches,
        (path) => path,
        'en',
        { keyword, sort, page, page_size: 5 },
        // The first window is the whole catalogue: the bitmaps rank every match, with an exact total.
        [all, all * 2],
      );
    for (const sort of ['relevance', 'newest'] as const)
      for (const page of [1, 2]) {
        const [fromBitmaps, walked] = [await search(bitmaps, sort, page), await search(walking, sort, page)];
        expect({ sort, page, ids: walked.list.map((product) => product.id) }).toEqual({
          sort,
          page,
          ids: fromBitmaps.list.map((product) => product.id),
        });
        // The walk stops at the page and one more match; the bitmaps counted every match.
        expect({ walked: walked.total, capped: walked.total_capped }).toEqual({
          walked: page * 5 + 1,
          capped: true,
        });
        expect(fromBitmaps.total).toBeGreaterThan(page * 5 + 1);
      }
  });

  it('keeps the search table in step with the products: sort keys, texts and what is on sale', async () => {
    const [product] = await api.database.db
      .select({ id: products.id, searchText: products.searchText })
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1);
    const searchRow = () =>
      api.database.db
        .select({ priceMinor: productSearch.priceMinor, searchText: productSearch.searchText })
        .from(productSearch)
        .where(eq(productSearch.productId, product!.id));
    try {
      await api.database.db
        .update(products)
        .set({ priceMinor: 4242, searchText: `${product!.searchText} zebrafinch` })
        .where(eq(products.id, product!.id));
      expect(await searchRow()).toEqual([
        { priceMinor: 4242, searchText: `${product!.searchText} zebrafinch` },
      ]);
      // A new word is found at once, whole and by its prefix.
      for (const keyword of ['zebrafinch', 'zebraf'])
        expect(
          (await get(`/api/search/${keyword}`)).body.data.list.map((row: { id: number }) => row.id),
        ).toEqual([product!.id]);
      await api.database.db.update(products).set({ status: 'expired' }).where(eq(products.id, product!.id));
      expect(await searchRow()).toEqual([]);
      await api.database.db.update(products).set({ status: 'active' }).where(eq(products.id, product!.id));
      expect(await searchRow()).toHaveLength(1);
    } finally {
      await api.database.db
        .update(products)
        .set({ searchText: product!.searchText })
        .where(eq(products.id, product!.id));
    }
  });

  it('searches a prefix as the words it stands for, or as a prefix when it stands for very many', async () => {
    const prefixQuery = async (prefix: string, vector = 'words') => {
      const result = await api.database.db.execute(
        sql`select search_word_prefix(${vector}, ${prefix})::text as query`,
      );
      return (result as unknown as { rows: { query: string | null }[] }).rows[0]!.query;
    };
    expect(await prefixQuery('qqxz')).toBeNull();
    // A character stands for the pairs it starts (and itself, at a text's end), none of the word vector's words.
    const tea = (await prefixQuery('茶', 'grams'))!.split(' | ');
    expect(tea.length).toBeGreaterThan(0);
    for (const lexeme of tea) expect(lexeme).toMatch(/^'茶.?'$/u);
    const many = Array.from({ length: 65 }, (_, index) => `qqxzw${String(index).padStart(2, '0')}`);
    await api.database.db.execute(
      sql`insert into search_words select 'words', unnest(${`{${many.join(',')}}`}::text[])`,
    );
    try {
      expect(await prefixQuery('qqxzw0')).toBe(
        `${many
          .slice(0, 10)
          .map((word) => `'${word}'`)
          .join(' | ')}`,
      );
      expect(await prefixQuery('qqxzw')).toBe(`'qqxzw':*`);
    } finally {
      await api.database.db.execute(sql`delete from search_words where word like 'qqxzw%'`);
    }
  });

  it('ranks by sales as the sales job last ranked them; a sale reaches the ranking, and a new sales band the search row, at its next run', async () => {
    const keyword = await commonWord();
    const { condition } = await matchOf(keyword);
    const [first, second] = await api.database.db
      .select({ id: products.id, soldCount: products.soldCount, stock: products.stock })
      .from(productSearch)
      .innerJoin(products, eq(products.id, productSearch.productId))
      .where(condition)
      .limit(2);
    const setSold = (id: number, soldCount: number) =>
      api.database.db.update(products).set({ soldCount }).where(eq(products.id, id));
    /** What the API's sales job does: answers how many search rows it wrote. */
    const salesJob = () => refreshSalesOrder(api.database.db);
    const searchRow = async (id: number) => {
      const result = await api.database.db.execute(
        sql`select ${productSearch.soldCount} as "soldCount", xmin::text as version from ${productSearch} where ${productSearch.productId} = ${id}`,
      );
      return (result as unknown as { rows: { soldCount: number; version: string }[] }).rows[0];
    };
    const caches = () => ({
      pages: new ExpiringCache(0),
      windowBounds: new ExpiringCache(60_000),
      firstWindows: new FirstWindowOdds(),
      commonWords: new CommonWords(),
    });
    const firstPage = async (windows: number[]) =>
      (
        await searchPage(
          api.database.db,
          caches(),
          (path) => path,
          'en',
          { keyword, sort: 'relevance', page_size: 5 },
          windows,
        )
      ).list.map((product) => product.id);
    try {
      // Both best sellers by far, in one sales band (10,000,000 to 10,099,999).
      const unsold = await searchRow(first!.id);
      await setSold(first!.id, 10_000_000);
      await setSold(second!.id, 10_000_001);
      // The new counts reach the search rows when the sales job runs, not with the sale.
      expect(await searchRow(first!.id)).toEqual(unsold);
      await salesJob();
      const written = await searchRow(first!.id);
      expect(written?.soldCount).toBe(10_000_000);
      const firstTwo = async () =>
        Promise.all([[10, 40], []].map(async (windows) => (await firstPage(windows)).slice(0, 2)));
      expect(await firstTwo()).toEqual([
        [second!.id, first!.id],
        [second!.id, first!.id],
      ]);

      // Three sold at checkout: the second stays ahead until the job ranks the sale. The first is ahead then,
      // though its search row still says 10,000,000 (the same band).
      await api.database.db.transaction((tx) => reserveStock(tx, first!.id, 3));
      expect(await firstTwo()).toEqual([
        [second!.id, first!.id],
        [second!.id, first!.id],
      ]);
      expect(await salesJob()).toBe(0);
      expect(await searchRow(first!.id)).toEqual(written);
      expect(await firstTwo()).toEqual([
        [first!.id, second!.id],
        [first!.id, second!.id],
      ]);

      // A sale into the next band writes the row again, at the job's run.
      await setSold(first!.id, 10_100_000);
      expect(await searchRow(first!.id)).toEqual(written);
      expect(await salesJob()).toBe(1);
      expect((await searchRow(first!.id))?.soldCount).toBe(10_100_000);
    } finally {
      await api.database.db
        .update(products)
        .set({ soldCount: first!.soldCount, stock: first!.stock })
        .where(eq(products.id, first!.id));
      await setSold(second!.id, second!.soldCount);
      await salesJob();
    }
  });

  it('shows product detail with comments, and "expired" for an inactive product', async () => {
    const [expired] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'expired'))
      .limit(1);
    const [active] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1);
    const detail = (await get(`/api/customer/product/detail/${active!.id}`, 'th')).body.data;
    expect(detail).toMatchObject({
      id: active!.id,
      seller: { name: expect.any(String) },
      category: { name: { lang: expect.any(String) } },
    });
    expect(detail.images.length).toBeGreaterThan(0);
    const [stored] = await api.database.db
      .select({ product: products, category: categories, brand: brands })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, active!.id));
    const inThai = (thai: string | null, english: string) =>
      thai ? { text: thai, lang: 'th' } : { text: english, lang: 'en' };
    expect(detail).toMatchObject({
      price_minor: stored!.product.priceMinor,
      rating: stored!.product.rating,
      sold_count: stored!.product.soldCount,
      description: inThai(stored!.product.description_th, stored!.product.description_en),
      category: { id: stored!.category.id, name: inThai(stored!.category.name_th, stored!.category.name_en) },
      brand: stored!.brand
        ? { id: stored!.brand.id, name: inThai(stored!.brand.name_th, stored!.brand.name_en) }
        : null,
    });
    expect(detail.images).toHaveLength(1 + stored!.product.images.length);
    if (expired)
      expect((await get(`/api/customer/product/detail/${expired.id}`)).body).toMatchObject({ code: 2000021 });
    expect((await get('/api/customer/product/detail/999999')).body.code).toBe(2000021);
  });

  it("shows a product's views, its ratings by stars, its shop's card and each comment's language", async () => {
    const [product] = await api.database.db
      .select({ id: products.id, shopId: products.shopId, images: products.images })
      .from(products)
      .where(and(eq(products.status, 'active'), sql`${products.commentCount} >= 3`))
      .limit(1);
    const detail = (await get(`/api/customer/product/detail/${product!.id}`)).body.data;
    // The demo gives every product its picture and two further views.
    expect(product!.images).toHaveLength(2);
    expect(detail.images).toHaveLength(3);
    const stored = await api.database.db
      .select({ id: productComments.id, rating: productComments.rating, lang: productComments.lang })
      .from(productComments)
      .where(eq(productComments.productId, product!.id));
    expect(detail.rating_counts).toEqual(
      [1, 2, 3, 4, 5].map((stars) => stored.filter((comment) => comment.rating === stars).length),
    );
    expect(detail.rating_counts.reduce((sum: number, n: number) => sum + n, 0)).toBe(detail.comment_count);
    // Each comment says the language it is written in, as stored with it.
    for (const comment of detail.comments as { id: number; lang: string }[]) {
      expect(['en', 'zh', 'zhtw', 'es', 'jp', 'th']).toContain(comment.lang);
      expect(stored.find((row) => row.id === comment.id)?.lang).toBe(comment.lang);
    }
    const [shop] = await api.database.db.select().from(shops).where(eq(shops.id, product!.shopId));
    const [{ count }] = (await api.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.shopId, product!.shopId), eq(products.status, 'active')))) as [
      { count: number },
    ];
    expect(detail.shop_card).toEqual({
      id: shop!.id,
      name: shop!.name,
      logo: expect.stringContaining(shop!.logo),
      rating: shop!.rating,
      product_count: count,
    });
  });

  it('answers product pages asked for together each with its own product, language and comments', async () => {
    const ids = (
      await api.database.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.status, 'active'), sql`${products.commentCount} > 0`))
        .limit(4)
    ).map((row) => row.id);
    const asked = [...ids, ids[0]!, 999_999].flatMap((id) => ['en', 'th'].map((lang) => ({ id, lang })));
    const alone = [];
    for (const { id, lang } of asked)
      alone.push((await get(`/api/customer/product/detail/${id}`, lang)).body);
    const together = await Promise.all(
      asked.map(async ({ id, lang }) => (await get(`/api/customer/product/detail/${id}`, lang)).body),
    );
    expect(together).toEqual(alone);
    expect(together.filter((body) => body.data?.comments.length > 0)).toHaveLength(10);
  });

  it('serves the home lists and lets staff clear their cache', async () => {
    for (const list of ['get_hot_list', 'get_new', 'get_recommend']) {
      expect((await get(`/api/customer/product/${list}?limit=6`)).body.data.list.length).toBeGreaterThan(0);
    }
    expect((await get('/api/category/top3')).body.data.list).toHaveLength(3);
    expect((await get('/api/customer/product/clear_product_cache')).body.code).toBe(1100003);
  });
});

describe('content', () => {
  it('serves news, blog posts, announcements and the six policy pages in the asked language', async () => {
    const news = (await get('/api/customer/index/news?page_size=5', 'zh')).body.data;
    expect(news.total).toBe(12);
    expect(
      (await get(`/api/customer/index/news/${news.list[0].id}`, 'zh')).body.data.body_html.text.length,
    ).toBeGreaterThan(20);
    expect((await get('/api/customer/index/blog')).body.data.total).toBe(12);
    expect((await get('/api/customer/index/systemnotify')).body.data.list.length).toBe(5);
    const pages = [
      '/api/privacy-policy',
      '/api/return_policy-policy',
      '/api/support-policy',
      '/api/terms-policy',
      '/api/user-policy',
    ];
    for (const url of pages) expect((await get(url, 'es')).body.data.title.lang).toBe('es');
    const about = await api.call({ method: 'POST', url: '/api/about_us-policy', headers: { lang: 'th' } });
    expect(about.body.data.body_html.text).toContain('112');
  });
});

describe("the demo seller's sales and product list", () => {
  const seller = buildDemoCatalogue(1).accounts.seller;
  let token: string;
  before(async () => {
    const signedIn = await api.call(
      form('/api/customer/login/account', { email: seller.email, password: seller.password! }),
    );
    token = signedIn.body.data['access-token'];
  });
  const list = async (query: string) =>
    (
      await api.call({
        method: 'GET',
        url: `/api/seller/products?page=1&page_size=60${query}`,
        headers: { 'access-token': token },
      })
    ).body.data as {
      list: {
        id: number;
        name: { text: string };
        sold_count: number;
        stock: number;
        price_minor: number;
        state: string;
        category_id: number;
      }[];
      total: number;
    };

  it('sold exactly what its products count as sold, in orders of this month and last month', async () => {
    const { db } = api.database;
    const sold = await db.execute(sql`
      select p.id, p.sold_count::int as counted, coalesce(sum(i.quantity) filter (where o.payment_state <> 'cancelled'), 0)::int as ordered
        from products p
        join shops s on s.id = p.shop_id
        join users u on u.id = s.owner_id and u.email = ${seller.email}
        left join order_items i on i.product_id = p.id
        left join orders o on o.id = i.order_id
       group by p.id`);
    const rows = (sold as unknown as { rows: { id: number; counted: number; ordered: number }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect({ id: row.id, counted: row.counted }).toEqual({ id: row.id, counted: row.ordered });
    expect(rows.reduce((total, row) => total + row.ordered, 0)).toBeGreaterThan(80);
    // Every order was paid, so the sales page's two months add up to the units the list shows as sold.
    const sales = (
      await api.call({ method: 'GET', url: '/api/seller/sales', headers: { 'access-token': token } })
    ).body.data;
    expect(sales.last_month.items_sold).toBeGreaterThan(0);
    expect(sales.this_month.items_sold).toBeGreaterThan(0);
    const listed = (await list('')).list.reduce((total, product) => total + product.sold_count, 0);
    expect(listed).toBe(rows.reduce((total, row) => total + row.ordered, 0));
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('finds, filters and sorts its products', async () => {
    const all = await list('');
    expect(all.total).toBeGreaterThan(3);
    const best = await list('&sort=best_selling');
    const counts = best.list.map((product) => product.sold_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    const cheap = (await list('&sort=price_asc')).list.map((product) => product.price_minor);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const word = all.list[0]!.name.text.split(' ')[0]!;
    const found = await list(`&keyword=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.total).toBeGreaterThan(0);
    for (const product of found.list) expect(product.name.text.toLowerCase()).toContain(word.toLowerCase());
    expect((await list('&keyword=%25')).total).toBe(0);
    const category = all.list[0]!.category_id;
    const inCategory = await list(`&category_id=${category}`);
    expect(inCategory.list.every((product) => product.category_id === category)).toBe(true);
    expect(inCategory.total).toBe(all.list.filter((product) => product.category_id === category).length);
    const low = await list('&stock=low');
    expect(low.list.every((product) => product.stock > 0 && product.stock <= 10)).toBe(true);
    const out = await list('&stock=out');
    expect(out.list.every((product) => product.stock === 0)).toBe(true);
    const onSale = await list('&state=on_sale&stock=in_stock');
    expect(onSale.list.every((product) => product.state === 'on_sale' && product.stock > 0)).toBe(true);
  });
});
