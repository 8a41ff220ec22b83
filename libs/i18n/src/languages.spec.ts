import { languageCodes as manifestLanguageCodes } from '@mall/sdk-manifest';
import {
  bcp47,
  DEFAULT_LANGUAGE,
  isLanguage,
  languageCodes,
  languageFromTag,
  languages,
  type Language,
} from './languages';

describe('languages', () => {
  it('are the six of docs/requirements.md R9, the same as the API contract’s, with English the default', () => {
    expect([...languageCodes].sort()).toEqual(['en', 'es', 'jp', 'th', 'zh', 'zhtw']);
    expect([...languageCodes].sort()).toEqual([...manifestLanguageCodes].sort());
    const _sameType: readonly Language[] = manifestLanguageCodes;
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('are named in their own language', () => {
    expect(Object.fromEntries(languages.map(({ code, name }) => [code, name]))).toEqual({
      en: 'English',
      zh: '简体中文',
      zhtw: '繁體中文',
      es: 'Español',
      jp: '日本語',
      th: 'ไทย',
    });
  });

  it('map to BCP 47 tags that Intl accepts', () => {
    expect(languageCodes.map(bcp47)).toEqual(['en', 'zh-Hans', 'zh-Hant-TW', 'es', 'ja', 'th']);
    for (const code of languageCodes) {
      expect(Intl.getCanonicalLocales(bcp47(code))).toEqual([bcp47(code)]);
    }
  });

  it('recognise only our codes', () => {
    expect(isLanguage('zhtw')).toBe(true);
    expect(isLanguage('ja')).toBe(false);
    expect(isLanguage('toString')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('match browser language tags', () => {
    expect(languageFromTag('en-GB')).toBe('en');
    expect(languageFromTag('zh-CN')).toBe('zh');
    expect(languageFromTag('zh')).toBe('zh');
    expect(languageFromTag('zh-Hans-SG')).toBe('zh');
    expect(languageFromTag('zh-TW')).toBe('zhtw');
    expect(languageFromTag('zh-HK')).toBe('zhtw');
    expect(languageFromTag('zh_Hant')).toBe('zhtw');
    expect(languageFromTag('ja-JP')).toBe('jp');
    expect(languageFromTag('es-419')).toBe('es');
    expect(languageFromTag('th-TH')).toBe('th');
    expect(languageFromTag('jp')).toBe('jp');
    expect(languageFromTag('de-DE')).toBeUndefined();
    expect(languageFromTag('not a tag')).toBeUndefined();
    expect(languageFromTag('zh-Hant-HK')).toBe('zhtw');
    expect(languageFromTag('zh-MO')).toBe('zhtw');
    expect(languageFromTag('ZH-tw')).toBe('zhtw');
    expect(languageFromTag('zh-Hans-HK')).toBe('zh');
    expect(languageFromTag('en-US-u-ca-gregory')).toBe('en');
    expect(languageFromTag('')).toBeUndefined();
  });
});
