import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { brands, categories, products, shops } from '../src/db/schema';
import { createTestApp, type TestApp } from './harness';

let api: TestApp;
const get = (url: string, lang = 'en') => api.call({ method: 'GET', url, headers: { lang } });
const ids: Record<string, number> = {};
let shopIds: { works: number; tea: number };
let brandIds: { acme: number; zen: number };

interface Named {
  name: { text: string };
}
const namesOf = (list: Named[]) => list.map((item) => item.name.text).sort();

/** A small catalogue whose names and figures each test can reason about, in English and Chinese. */
before(async () => {
  api = await createTestApp();
  const { db } = api.database;
  const [kettles, cups] = await db
    .insert(categories)
    .values([
      { name_en: 'Kettles', name_zh: '水壶', name_th: 'กาต้มน้ำ', image: 'c.png' },
      { name_en: 'Cups', name_zh: '杯子', name_th: 'ถ้วย', image: 'c.png' },
    ])
    .returning();
  const shopRows = await db
    .insert(shops)
    .values(
      ['Kettleworks Outlet', 'Tea House'].map((name, index) => ({
        name,
        description_en: name,
        logo: `shop-${index}.png`,
        banner: 'b.png',
      })),
    )
    .returning();
  shopIds = { works: shopRows[0]!.id, tea: shopRows[1]!.id };
  const brandRows = await db
    .insert(brands)
    .values([
      { name_en: 'Acme', logo: 'a.png' },
      { name_en: 'Zen', logo: 'z.png' },
    ])
    .returning();
  brandIds = { acme: brandRows[0]!.id, zen: brandRows[1]!.id };
  const catalogue = [
    {
      en: 'Electric Kettle',
      zh: '电热水壶',
      shop: 'works',
      brand: 'acme',
      price: 2999,
      rating: 4.5,
      cat: kettles,
    },
    {
      en: 'Steel Kettle',
      zh: '不锈钢水壶',
      shop: 'tea',
      brand: 'zen',
      price: 1599,
      rating: 3.8,
      cat: kettles,
    },
    {
      en: 'Travel Kettle Mini',
      zh: '旅行水壶',
      shop: 'tea',
      brand: null,
      price: 899,
      rating: 4.9,
      cat: kettles,
    },
    {
      en: 'Keyboard Stand',
      zh: '键盘支架',
      shop: 'works',
      brand: 'acme',
      price: 4999,
      rating: 4.2,
      cat: cups,
    },
    { en: 'Tea Cup', zh: '茶杯', shop: 'tea', brand: 'zen', price: 500, rating: 4, cat: cups },
  ] as const;
  for (const item of catalogue) {
    const [row] = await db
      .insert(products)
      .values({
        shopId: shopIds[item.shop],
        categoryId: item.cat!.id,
        brandId: item.brand ? brandIds[item.brand] : null,
        name_en: item.en,
        name_zh: item.zh,
        short_description_en: item.en,
        short_description_zh: item.zh,
        description_en: item.en,
        priceMinor: item.price,
        rating: item.rating,
        stock: 10,
        image: `product/${item.en}.png`,
        searchText: [item.en, item.zh, item.en, item.zh].join(' '),
      })
      .returning();
    ids[item.en] = row!.id;
  }
});
after(() => api.close());

const search = async (keyword: string, query = '', lang = 'en') => {
  const { body } = await get(
    `/api/search/${encodeURIComponent(keyword)}?sort=price_asc&page_size=50${query}`,
    lang,
  );
  expect(body.code).toBe(200);
  return body.data as { list: (Named & { id: number })[]; total: number; corrected_keyword?: string };
};

describe('search: the word being typed', () => {
  it('matches the last word as a prefix however short: "ke" finds kettles and the keyboard stand', async () => {
    const found = await search('ke');
    expect(namesOf(found.list)).toEqual([
      'Electric Kettle',
      'Keyboard Stand',
      'Steel Kettle',
      'Travel Kettle Mini',
    ]);
    expect(found.corrected_keyword).toBeUndefined();
    expect(namesOf((await search('ket')).list)).toEqual([
      'Electric Kettle',
      'Steel Kettle',
      'Travel Kettle Mini',
    ]);
  });

  it('matches the words before the last one whole, and the last one as a prefix', async () => {
    expect(namesOf((await search('electric ke')).list)).toEqual(['Electric Kettle']);
    expect(namesOf((await search('tea cu')).list)).toEqual(['Tea Cup']);
    // "ke" before another word is a whole word, which no product has.
    expect((await search('ke kettle')).list).toEqual([]);
  });
});

describe('search: a misspelt keyword', () => {
  it('searches the nearest words of the catalogue instead and says so', async () => {
    const found = await search('kettel');
    expect(found.corrected_keyword).toBe('kettle');
    expect(namesOf(found.list)).toEqual(['Electric Kettle', 'Steel Kettle', 'Travel Kettle Mini']);
    const two = await search('Electrik Kettel');
    expect(two.corrected_keyword).toBe('electric kettle');
    expect(namesOf(two.list)).toEqual(['Electric Kettle']);
  });

  it('corrects nothing that finds something or that is near no word', async () => {
    expect((await search('kettle')).corrected_keyword).toBeUndefined();
    const nothing = await search('qqxzwv');
    expect(nothing).toMatchObject({ list: [], total: 0 });
    expect(nothing.corrected_keyword).toBeUndefined();
  });
});

describe('search: filters', () => {
  it('narrows by price range, in minor units of the base currency, bounds included', async () => {
    expect(namesOf((await search('kettle', '&price_min=1000&price_max=2999')).list)).toEqual([
      'Electric Kettle',
      'Steel Kettle',
    ]);
    expect(namesOf((await search('kettle', '&price_max=899')).list)).toEqual(['Travel Kettle Mini']);
    expect(namesOf((await search('kettle', '&price_min=3000')).list)).toEqual([]);
  });

  it('narrows by minimum rating, shop and brand, and by all of them at once', async () => {
    expect(namesOf((await search('kettle', '&rating_min=4')).list)).toEqual([
      'Electric Kettle',
      'Travel Kettle Mini',
    ]);
    expect(namesOf((await search('ke', `&shop_id=${shopIds.works}`)).list)).toEqual([
      'Electric Kettle',
      'Keyboard Stand',
    ]);
    expect(namesOf((await search('kettle', `&brand_id=${brandIds.zen}`)).list)).toEqual(['Steel Kettle']);
    expect(
      namesOf(
        (
          await search(
            'ke',
            `&shop_id=${shopIds.works}&brand_id=${brandIds.acme}&rating_min=4.3&price_max=3000`,
          )
        ).list,
      ),
    ).toEqual(['Electric Kettle']);
    expect(
      namesOf((await search('ke', `&shop_id=${shopIds.tea}&rating_min=4.5&price_min=900`)).list),
    ).toEqual([]);
  });

  it('applies the filters to a corrected keyword too', async () => {
    const found = await search('kettel', `&shop_id=${shopIds.tea}`);
    expect(found.corrected_keyword).toBe('kettle');
    expect(namesOf(found.list)).toEqual(['Steel Kettle', 'Travel Kettle Mini']);
  });

  it('refuses a minimum above the maximum, a negative price and a rating past 5, naming the field', async () => {
    const refusal = async (query: string) =>
      (await get(`/api/search/kettle?${query}`)).body as { code: number; message: string };
    expect(await refusal('price_min=3000&price_max=1000')).toMatchObject({
      code: 1000008,
      message: expect.stringContaining('price_min'),
    });
    expect(await refusal('price_min=-1')).toMatchObject({
      code: 1000008,
      message: expect.stringContaining('price_min'),
    });
    expect(await refusal('price_max=abc')).toMatchObject({
      code: 1000008,
      message: expect.stringContaining('price_max'),
    });
    expect(await refusal('rating_min=6')).toMatchObject({
      code: 1000008,
      message: expect.stringContaining('rating_min'),
    });
    expect(await refusal('shop_id=0')).toMatchObject({
      code: 1000008,
      message: expect.stringContaining('shop_id'),
    });
  });
});

describe('search suggestions', () => {
  const suggest = async (keyword: string, lang: string) => {
    const { body } = await get(`/api/search-suggestions?keyword=${encodeURIComponent(keyword)}`, lang);
    expect(body.code).toBe(200);
    return body.data as {
      products: (Named & { id: number; image: string })[];
      categories: (Named & { id: number })[];
      shops: { id: number; name: string; logo: string }[];
      corrected_keyword?: string;
    };
  };

  it('suggests products, categories and shops a word of which the keyword starts, in English', async () => {
    const found = await suggest('ke', 'en');
    expect(namesOf(found.products)).toEqual([
      'Electric Kettle',
      'Keyboard Stand',
      'Steel Kettle',
      'Travel Kettle Mini',
    ]);
    expect(found.products[0]!.image).toMatch(/^http.*\.png/);
    expect(namesOf(found.categories)).toEqual(['Kettles']);
    expect(found.shops.map((shop) => shop.name)).toEqual(['Kettleworks Outlet']);
    const tea = await suggest('tea', 'en');
    expect(namesOf(tea.products)).toEqual(['Tea Cup']);
    expect(tea.shops.map((shop) => shop.name)).toEqual(['Tea House']);
    expect(tea.categories).toEqual([]);
  });

  it('names them in the reader’s language, for a keyword in that language or in English', async () => {
    const found = await suggest('ke', 'zh');
    expect(namesOf(found.products)).toEqual(['不锈钢水壶', '旅行水壶', '电热水壶', '键盘支架']);
    expect(found.categories.map((category) => category.name)).toEqual([{ text: '水壶', lang: 'zh' }]);
    const chinese = await suggest('水壶', 'zh');
    expect(namesOf(chinese.products)).toEqual(['不锈钢水壶', '旅行水壶', '电热水壶']);
    expect(namesOf(chinese.categories)).toEqual(['水壶']);
    expect(chinese.shops).toEqual([]);
  });

  it('suggests for a misspelt keyword what its correction finds, and nothing for a keyword near no word', async () => {
    const found = await suggest('kettel', 'th');
    expect(found.corrected_keyword).toBe('kettle');
    expect(found.products).toHaveLength(3);
    expect(await suggest('qqxzwv', 'en')).toEqual({ products: [], categories: [], shops: [] });
    expect(await suggest('   ', 'en')).toEqual({ products: [], categories: [], shops: [] });
  });
});
