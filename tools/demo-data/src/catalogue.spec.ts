import { buildDemoCatalogue, DEFAULT_REFERENCE_DATE } from './catalogue';
import { policySlugs } from './content/policies';
import { demoImageKeys } from './demo-image-keys';
import { PRODUCT_EXTRA_VIEWS, productViews, viewOf } from './image-keys';
import { LANGS } from './localise';
import { localisedFields } from './test-helpers';
import type { AdPosition } from './types';

describe('buildDemoCatalogue', () => {
  const catalogue = buildDemoCatalogue();

  it('is deterministic for a seed and varies with it', () => {
    expect(buildDemoCatalogue(1)).toEqual(catalogue);
    expect(buildDemoCatalogue(7)).toEqual(buildDemoCatalogue(7));
    expect(buildDemoCatalogue(7).shopOwners).not.toEqual(catalogue.shopOwners);
  });

  it('dates everything before the reference date', () => {
    expect(catalogue.referenceDate).toBe(DEFAULT_REFERENCE_DATE);
    const reference = Date.parse(catalogue.referenceDate);
    const dates = [...catalogue.news, ...catalogue.blogPosts, ...catalogue.announcements].map(
      (a) => a.publishedAt,
    );
    for (const date of dates) expect(Date.parse(date)).toBeLessThan(reference);
    const later = buildDemoCatalogue(1, { referenceDate: '2030-01-01T00:00:00Z' });
    expect(later.referenceDate).toBe('2030-01-01T00:00:00.000Z');
    expect(() => buildDemoCatalogue(1, { referenceDate: 'soon' })).toThrow('Invalid reference date');
  });

  it('has English in every localised field and no empty translations', () => {
    const fields = localisedFields(catalogue);
    expect(fields.length).toBeGreaterThan(150);
    for (const [path, text] of fields) {
      expect({ path, en: typeof text.en === 'string' && text.en.length > 0 }).toEqual({ path, en: true });
      for (const value of Object.values(text)) expect(value).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('leaves a few non-product texts untranslated on purpose', () => {
    const partial = localisedFields(catalogue).filter(([, text]) =>
      LANGS.some((lang) => text[lang] === undefined),
    );
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(localisedFields(catalogue).length / 4);
  });

  it('has eight top-level categories with three to five sub-categories each', () => {
    const tops = catalogue.categories.filter((c) => c.parentKey === null);
    expect(tops).toHaveLength(8);
    for (const top of tops) {
      const subs = catalogue.categories.filter((c) => c.parentKey === top.key);
      expect(subs.length).toBeGreaterThanOrEqual(3);
      expect(subs.length).toBeLessThanOrEqual(5);
    }
    const keys = catalogue.categories.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has forty brands, ten of them top brands, and thirty shops', () => {
    expect(catalogue.brands).toHaveLength(40);
    expect(catalogue.brands.filter((b) => b.top)).toHaveLength(10);
    expect(new Set(catalogue.brands.map((b) => b.key)).size).toBe(40);
    expect(catalogue.shops).toHaveLength(30);
    expect(new Set(catalogue.shops.map((s) => s.key)).size).toBe(30);
    for (const shop of catalogue.shops) {
      expect(shop.rating).toBeGreaterThanOrEqual(1);
      expect(shop.rating).toBeLessThanOrEqual(5);
    }
  });

  it('gives the first shop to the demo seller and the others to generated owners', () => {
    expect(catalogue.shops[0]!.ownerKey).toBe('seller');
    const owners = new Set(catalogue.shopOwners.map((o) => o.key));
    expect(owners.size).toBe(29);
    for (const shop of catalogue.shops.slice(1)) expect(owners.has(shop.ownerKey)).toBe(true);
    expect(catalogue.accounts.shopper).toMatchObject({
      email: 'shopper@mall.example',
      password: 'shopper123',
      firstname: 'Sam',
      lastname: 'Shopper',
    });
    expect(catalogue.accounts.seller).toMatchObject({
      key: 'seller',
      email: 'seller@mall.example',
      password: 'seller123',
    });
    expect(catalogue.accounts.staff).toMatchObject({
      email: 'staff@mall.example',
      password: 'staff1234',
      role: 'staff',
    });
  });

  it('has at least two ads per position, linking to keys that exist', () => {
    const positions: AdPosition[] = ['top', 'center_top', 'center', 'center_bottom', 'bottom'];
    for (const position of positions) {
      expect(catalogue.ads.filter((ad) => ad.position === position).length).toBeGreaterThanOrEqual(2);
    }
    const keys = {
      category: new Set(catalogue.categories.map((c) => c.key)),
      brand: new Set(catalogue.brands.map((b) => b.key)),
      shop: new Set(catalogue.shops.map((s) => s.key)),
    };
    for (const ad of catalogue.ads) {
      expect(ad.link).toMatch(/^\/pages\//);
      if (ad.target.type !== 'route') {
        expect(keys[ad.target.type].has(ad.target.key)).toBe(true);
        expect(ad.link).toContain(`id=${ad.target.key}`);
      }
    }
  });

  it('has twelve news items, twelve blog posts and five announcements', () => {
    expect(catalogue.news).toHaveLength(12);
    expect(catalogue.blogPosts).toHaveLength(12);
    expect(catalogue.announcements).toHaveLength(5);
    for (const article of catalogue.news) expect(article.bodyHtml.en).toMatch(/^<p>.*<\/p>$/);
  });

  it('escapes names in article HTML', () => {
    const html = [...catalogue.news, ...catalogue.blogPosts].map((a) => a.bodyHtml.en).join('');
    expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('has the six policy pages in all six languages', () => {
    expect(catalogue.policies.map((p) => p.slug)).toEqual([
      'terms',
      'support',
      'return',
      'privacy',
      'about_us',
      'user',
    ]);
    expect(policySlugs).toHaveLength(6);
    for (const policy of catalogue.policies) {
      for (const lang of LANGS) {
        expect(policy.title[lang]).toEqual(expect.stringMatching(/\S/));
        expect((policy.bodyHtml[lang] ?? '').match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      }
    }
    const policy = (slug: string) => catalogue.policies.find((p) => p.slug === slug)!;
    for (const lang of LANGS) {
      expect(policy('return').bodyHtml[lang]).toMatch(/7/);
      const about = policy('about_us').bodyHtml[lang]!;
      for (const fact of ['112', 'USDT', 'ETH', 'BTC']) expect(about).toContain(fact);
    }
    expect(policy('return').bodyHtml.en).toContain('within 7 days');
    expect(policy('about_us').bodyHtml.en).toContain('One-stop shopping');
  });

  it('has the display currencies with their minor-unit digits', () => {
    const byCode = Object.fromEntries(catalogue.currencies.map((c) => [c.code, c]));
    expect(Object.keys(byCode)).toEqual(['USD', 'EUR', 'CNY', 'JPY', 'THB', 'TWD', 'GBP', 'KWD']);
    expect(byCode['USD']).toMatchObject({ symbol: '$', rate: 1, decimals: 2 });
    expect(byCode['JPY']).toMatchObject({ symbol: '¥', decimals: 0 });
    expect(byCode['KWD']).toMatchObject({ decimals: 3 });
    expect(byCode['TWD']!.symbol).toBe('NT$');
    expect(byCode['THB']!.symbol).toBe('฿');
    for (const currency of catalogue.currencies) expect(currency.rate).toBeGreaterThan(0);
  });

  it('has the wallets, languages and website config', () => {
    expect(catalogue.wallets.map((w) => `${w.code}/${w.network}`)).toEqual([
      'USDT/TRC20',
      'ETH/ERC20',
      'BTC/Bitcoin',
    ]);
    expect(catalogue.languages.map((l) => l.name)).toEqual([
      'English',
      '简体中文',
      '繁體中文',
      'Español',
      '日本語',
      'ไทย',
    ]);
    expect(catalogue.websiteConfig).toEqual({
      site_name: 'Mall',
      service_url: '/pages/server/chat',
      third_service_url: '',
      support_email: 'support@mall.example',
      app_version: '1.0.8',
    });
  });

  it('lists every image key once, and few of them', () => {
    const keys = demoImageKeys(catalogue);
    expect(new Set(keys).size).toBe(keys.length);
    // Seeding renders each once: a picture per product type and colour (or two per colourless type) with its
    // further views, no more.
    const pictures = keys.filter((key) => viewOf(key).view === 1);
    expect(pictures.length).toBeLessThan(700);
    const productPictures = pictures.filter((key) => key.startsWith('product/'));
    expect(productPictures.length).toBeGreaterThanOrEqual(86);
    expect(keys.length).toBe(pictures.length + productPictures.length * PRODUCT_EXTRA_VIEWS);
    for (const key of productPictures) expect(keys).toEqual(expect.arrayContaining(productViews(key)));
    for (const key of keys) expect(key).toMatch(/^[a-z0-9_/-]+$/);
    const used = [
      ...catalogue.categories.map((c) => c.imageKey),
      ...catalogue.brands.map((b) => b.logoKey),
      ...catalogue.shops.flatMap((s) => [s.logoKey, s.bannerKey]),
      ...catalogue.ads.map((a) => a.imageKey),
      ...catalogue.news.map((a) => a.imageKey),
      ...catalogue.blogPosts.map((a) => a.imageKey),
    ];
    expect(keys).toEqual(expect.arrayContaining(used));
  });
});
