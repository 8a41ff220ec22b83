import { slug } from './build-taxonomy';
import { buildDemoCatalogue } from './catalogue';
import { demoImageKeys } from './demo-image-keys';
import { LANGS } from './localise';
import { generateProducts, inBatches } from './products';
import type { DemoProduct } from './types';

const catalogue = buildDemoCatalogue(1);
const take = (count: number, seed = 1, start = 0) => [...generateProducts(count, seed, catalogue, start)];

describe('generateProducts', () => {
  const products = take(2000);

  it('is a lazy generator', () => {
    const iterator = generateProducts(1_000_000_000, 1, catalogue);
    expect(iterator.next().value).toEqual(products[0]);
    expect(typeof iterator[Symbol.iterator]).toBe('function');
  });

  it('is deterministic for a seed, varies with it, and resumes from any index', () => {
    expect(take(2000)).toEqual(products);
    expect(take(50, 2)).not.toEqual(products.slice(0, 50));
    expect(take(100, 1, 1900)).toEqual(products.slice(1900));
  });

  it('keys products by index', () => {
    expect(products.map((p) => p.key)).toEqual(products.map((_, i) => i));
  });

  it('refers only to sub-categories, brands and shops of the catalogue', () => {
    const subs = new Set(catalogue.categories.filter((c) => c.parentKey !== null).map((c) => c.key));
    const brands = new Set(catalogue.brands.map((b) => b.key));
    const shops = new Set(catalogue.shops.map((s) => s.key));
    const images = new Set(demoImageKeys(catalogue));
    for (const p of products) {
      expect(subs.has(p.categoryKey)).toBe(true);
      if (p.brandKey !== null) expect(brands.has(p.brandKey)).toBe(true);
      expect(shops.has(p.shopKey)).toBe(true);
      expect(images.has(p.imageKey)).toBe(true);
    }
    expect(new Set(products.map((p) => p.categoryKey)).size).toBe(subs.size);
    expect(products.some((p) => p.brandKey === null)).toBe(true);
    expect(products.some((p) => p.shopKey === 'shop-01')).toBe(true);
  });

  it('shows the picture of its own type, in the colour its name carries', () => {
    for (const p of products) {
      const [kind, subCategory, noun, variant] = p.imageKey.split('/');
      expect([kind, subCategory]).toEqual(['product', p.categoryKey]);
      expect(slug(p.name.en)).toContain(noun);
      const colour = /\(([^)]+)\)$/.exec(p.name.en)?.[1];
      expect(variant).toEqual(colour === undefined ? expect.stringMatching(/^[12]$/) : slug(colour));
    }
    expect(products.some((p) => p.imageKey === 'product/mens-clothing/t-shirt/red')).toBe(true);
  });

  it('sells a brand only in its own categories, from shops that sell them', () => {
    const topOf = new Map(catalogue.categories.map((c) => [c.key, c.parentKey]));
    const brand = new Map(catalogue.brands.map((b) => [b.key, b]));
    const shop = new Map(catalogue.shops.map((s) => [s.key, s]));
    for (const p of products) {
      const top = topOf.get(p.categoryKey)!;
      if (p.brandKey !== null) expect(brand.get(p.brandKey)!.categoryKeys).toContain(top);
      expect(shop.get(p.shopKey)!.categoryKeys).toContain(top);
    }
  });

  it('has realistic prices, stock, ratings and counts', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceMinor)).toBe(true);
      expect(p.priceMinor).toBeGreaterThanOrEqual(199);
      expect(p.priceMinor).toBeLessThanOrEqual(199_900);
      if (p.listPriceMinor !== null) expect(p.listPriceMinor).toBeGreaterThan(p.priceMinor);
      expect(Number.isInteger(p.stock) && p.stock >= 0 && p.stock <= 500).toBe(true);
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10)).toBeCloseTo(p.rating * 10, 6);
      expect(p.commentCount).toBeLessThanOrEqual(p.soldCount);
    }
    const share = (test: (p: DemoProduct) => boolean) => products.filter(test).length / products.length;
    expect(share((p) => p.listPriceMinor !== null)).toBeGreaterThan(0.15);
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.005);
    expect(share((p) => p.status === 'expired')).toBeGreaterThan(0);
    expect(share((p) => p.status === 'expired')).toBeLessThan(0.03);
    const laptops = products.filter((p) => p.name.en.includes('Laptop'));
    const snacks = products.filter((p) => p.categoryKey === 'snacks');
    expect(Math.min(...laptops.map((p) => p.priceMinor))).toBeGreaterThan(
      Math.max(...snacks.map((p) => p.priceMinor)),
    );
  });

  it('dates products over the two years before the reference date', () => {
    const reference = Date.parse(catalogue.referenceDate);
    const times = products.map((p) => Date.parse(p.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(reference);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(reference - 2 * 366 * 86_400_000);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(600 * 86_400_000);
  });

  it('names every product in all six languages', () => {
    for (const p of products)
      for (const lang of LANGS) expect(p.name[lang]).toEqual(expect.stringMatching(/\S/));
    const earbuds = products.find((p) => p.name.en.startsWith('Wireless Earbuds'))!;
    const model = earbuds.name.en.slice('Wireless Earbuds'.length);
    expect(earbuds.name).toEqual({
      en: `Wireless Earbuds${model}`,
      zh: `无线耳机${model}`,
      zhtw: `無線耳機${model}`,
      es: `Auriculares inalámbricos${model}`,
      jp: `ワイヤレスイヤホン${model}`,
      th: `หูฟังไร้สาย${model}`,
    });
  });

  it('has English descriptions everywhere and leaves about a tenth partly untranslated', () => {
    for (const p of products) {
      expect(p.description.en).toContain(p.name.en);
      expect(p.shortDescription.en).toMatch(/\S/);
    }
    const partial = products.filter((p) => LANGS.some((lang) => p.description[lang] === undefined));
    expect(partial.length / products.length).toBeGreaterThan(0.06);
    expect(partial.length / products.length).toBeLessThan(0.14);
  });

  it('streams 200,000 products', () => {
    let count = 0;
    let batches = 0;
    for (const batch of inBatches(generateProducts(200_000, 3, catalogue), 5000)) {
      count += batch.length;
      batches++;
    }
    expect(count).toBe(200_000);
    expect(batches).toBe(40);
  });
});

describe('inBatches', () => {
  it('groups items and keeps the remainder', () => {
    expect([...inBatches([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...inBatches([], 3)]).toEqual([]);
    expect(() => [...inBatches([1], 0)]).toThrow('positive integer');
  });
});
