import { formatDate } from './format-date';

describe('formatDate', () => {
  const iso = '2026-01-15T09:30:00.000Z';
  const expected = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

  it.each([
    ['en', 'en'],
    ['zh', 'zh-Hans'],
    ['zhtw', 'zh-Hant-TW'],
    ['es', 'es'],
    ['jp', 'ja'],
    ['th', 'th'],
  ])('formats in %s as Intl’s %s', (language, locale) => {
    expect(formatDate(iso, language)).toBe(expected(locale));
  });

  it('writes dates the way each language does', () => {
    expect(formatDate(iso, 'jp')).toMatch(/^2026年1月1[45]日$/);
    expect(formatDate(iso, 'zh')).toMatch(/^2026年1月1[45]日$/);
    expect(formatDate(iso, 'es')).toMatch(/^1[45] de enero de 2026$/);
    expect(formatDate(iso, 'th')).toContain('2569'); // the Buddhist era
  });

  it('uses English for a language outside the six, and nothing for a bad timestamp', () => {
    expect(formatDate(iso, 'de')).toBe(expected('en'));
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
