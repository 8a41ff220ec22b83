import { createI18n, type NamespaceJson } from './create-i18n';
import type { Language } from './languages';

/** The app's loader: one chunk per language and namespace. */
const importLocale = (language: Language, namespace: string) =>
  import(`../../../locales/${language}/${namespace}.json`) as Promise<{ default: NamespaceJson }>;

/** A namespace that exists only in tests, for plural and format behaviour. */
const fixture: NamespaceJson = {
  count_one: 'ONE',
  count_many: 'MANY',
  count_other: 'OTHER',
  price: '{{value, currency(currency: JPY)}}',
  day: '{{value, datetime(dateStyle: short; timeZone: UTC)}}',
};

const loader = () =>
  jest.fn((language: Language, namespace: string) =>
    namespace === 'fixture' ? Promise.resolve(fixture) : importLocale(language, namespace),
  );

/** `t` for keys outside the typed resources (the fixture namespace). */
const untyped = (i18n: Awaited<ReturnType<typeof createI18n>>) =>
  i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;

describe('createI18n', () => {
  it('loads only the active language', async () => {
    const loadNamespace = loader();
    const i18n = await createI18n({ language: 'zh', loadNamespace });

    expect(loadNamespace.mock.calls).toEqual([['zh', 'errors']]);
    expect(i18n.language).toBe('zh');
    expect(i18n.t('errors:codes.1500018')).toBe('该订单不存在。');
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(false);
  });

  it('loads the new language before switching to it, and only that one', async () => {
    const loadNamespace = loader();
    let finishLoading = () => undefined as void;
    const i18n = await createI18n({ language: 'zh', loadNamespace });
    loadNamespace.mockImplementationOnce(async (language, namespace) => {
      await new Promise<void>((resolve) => (finishLoading = resolve));
      return importLocale(language, namespace);
    });

    const switching = i18n.changeLanguage('th');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.language).toBe('zh');
    finishLoading();
    await switching;

    expect(loadNamespace.mock.calls).toEqual([
      ['zh', 'errors'],
      ['th', 'errors'],
    ]);
    expect(i18n.language).toBe('th');
    expect(i18n.t('errors:client.timeout')).not.toBe(i18n.t('errors:client.timeout', { lng: 'zh' }));

    await i18n.changeLanguage('zh'); // already loaded
    expect(loadNamespace).toHaveBeenCalledTimes(2);
  });

  it('loads further namespaces on demand, for the active language only', async () => {
    const loadNamespace = loader();
    const i18n = await createI18n({ language: 'es', loadNamespace });
    await i18n.loadNamespaces('fixture');
    expect(loadNamespace.mock.calls).toEqual([
      ['es', 'errors'],
      ['es', 'fixture'],
    ]);

    await i18n.changeLanguage('en');
    expect(loadNamespace.mock.calls.slice(2).sort()).toEqual([
      ['en', 'errors'],
      ['en', 'fixture'],
    ]);
  });

  it('treats a code outside the six as English', async () => {
    const loadNamespace = loader();
    const i18n = await createI18n({ language: 'jp', loadNamespace });
    await i18n.changeLanguage('de');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(loadNamespace.mock.calls).toEqual([
      ['jp', 'errors'],
      ['en', 'errors'],
    ]);
  });

  it('gives Intl BCP 47 tags for plural rules and formats (jp → ja, zhtw → zh-Hant-TW)', async () => {
    const i18n = await createI18n({ language: 'en', loadNamespace: loader(), namespaces: [] });
    await i18n.loadNamespaces('fixture');
    const t = untyped(i18n);
    const day = new Date(Date.UTC(2024, 0, 31, 12));

    expect(t('fixture:count', { count: 1 })).toBe('ONE');
    await i18n.changeLanguage('jp');
    expect(t('fixture:count', { count: 1 })).toBe('OTHER'); // Japanese has no singular form
    expect(t('fixture:price', { value: 1234 })).toBe(
      new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(1234),
    );
    await i18n.changeLanguage('es');
    expect(t('fixture:count', { count: 1_000_000 })).toBe('MANY');
    await i18n.changeLanguage('zhtw');
    expect(t('fixture:count', { count: 1 })).toBe('OTHER');
    expect(t('fixture:day', { value: day })).toBe('2024/1/31');
  });
});
