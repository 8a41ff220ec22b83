/**
 * Parity of the translations in `locales/<lng>/<namespace>.json` (docs/architecture.md): every language has exactly
 * English's namespaces and keys, with real, non-empty translations, every plural form its language uses,
 * the same interpolation variables, and a message for every error code of the API contract.
 *
 * @jest-environment node
 */
import { errorCodes } from '@mall/sdk-manifest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bcp47, DEFAULT_LANGUAGE, languageCodes, type Language } from './languages';

const localesDir = join(__dirname, '../../../locales');

/**
 * Words that stay as they are in every language: product names, brands, currency and network codes.
 * A translation may equal the English text when nothing else in it has letters.
 */
const untranslatable = [
  'Mall',
  'USDT',
  'USDC',
  'BTC',
  'ETH',
  'TRC20',
  'ERC20',
  'USD',
  'TikTok',
  'Google',
  'Facebook',
  'PayPal',
];

/**
 * Keys whose translation rightly equals the English text (a word both languages share), as
 * `lng: ['namespace:key']`, e.g. `es: ['cart:summary.total']`. Keep it short; each entry is a claim.
 */
const sameAsEnglish: Partial<Record<Language, readonly string[]>> = {};

const others = languageCodes.filter((language) => language !== DEFAULT_LANGUAGE);
const namespaceFiles = readdirSync(join(localesDir, DEFAULT_LANGUAGE)).filter((file) =>
  file.endsWith('.json'),
);

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}${key}.`, into);
  } else {
    into.set(prefix.slice(0, -1), value);
  }
  return into;
}

const read = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
const keysOf = (language: string, file: string): Flat =>
  existsSync(join(localesDir, language, file)) ? flatten(read(language, file)) : new Map();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const untranslatablePattern = new RegExp(`\\b(${untranslatable.map(escape).join('|')})\\b`, 'g');

/** Whether text still has letters once placeholders, markup, addresses and untranslatable words are gone. */
function hasWords(text: string): boolean {
  const rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b(https?:\/\/\S+|\S+@\S+\.\S+)/g, ' ')
    .replace(untranslatablePattern, ' ');
  return /\p{L}/u.test(rest);
}

/** The interpolation variables of a message: `{{count}}`, `{{value, number}}` → count, value. */
const variables = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1]!));

const pluralSuffix = /^(.*)_(ordinal_)?(zero|one|two|few|many|other)$/;

describe('locales', () => {
  it('has a folder for each interface language and nothing else', () => {
    const folders = readdirSync(localesDir).filter((entry) =>
      statSync(join(localesDir, entry)).isDirectory(),
    );
    expect(folders.sort()).toEqual([...languageCodes].sort());
  });

  it.each(others)('%s has exactly the namespaces of English', (language) => {
    const files = readdirSync(join(localesDir, language)).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual([...namespaceFiles].sort());
  });

  describe.each(namespaceFiles)('%s', (file) => {
    const namespace = file.replace(/\.json$/, '');
    const english = keysOf(DEFAULT_LANGUAGE, file);

    it('has no top-level "default" key (a loaded JSON module keeps its data there)', () => {
      for (const language of languageCodes) {
        expect(Object.keys(read(language, file) as object)).not.toContain('default');
      }
    });

    it.each(others)('%s has exactly the keys of English', (language) => {
      const keys = keysOf(language, file);
      expect({
        missing: [...english.keys()].filter((key) => !keys.has(key)),
        extra: [...keys.keys()].filter((key) => !english.has(key)),
      }).toEqual({ missing: [], extra: [] });
    });

    it.each(languageCodes)('%s has a non-empty text for every key', (language) => {
      const problems = [...keysOf(language, file)]
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
      expect(problems).toEqual([]);
    });

    it.each(others)('%s is translated, not a copy of English', (language) => {
      const allowed = new Set(sameAsEnglish[language] ?? []);
      const keys = keysOf(language, file);
      const copies = [...english]
        .filter(([key, text]) => typeof text === 'string' && keys.get(key) === text && hasWords(text))
        .map(([key]) => `${namespace}:${key}`)
        .filter((key) => !allowed.has(key));
      expect(copies).toEqual([]);
    });

    it.each(others)('%s uses the interpolation variables of English', (language) => {
      const keys = keysOf(language, file);
      const problems = [...english].flatMap(([key, text]) => {
        const translation = keys.get(key);
        if (typeof text !== 'string' || typeof translation !== 'string') return [];
        const expected = variables(text);
        const actual = variables(translation);
        // A plural form may spell its number out ("un artículo").
        if (pluralSuffix.test(key)) expected.delete('count');
        const missing = [...expected].filter((name) => !actual.has(name));
        const unknown = [...actual].filter((name) => !variables(text).has(name));
        return [
          ...missing.map((name) => `${key} lacks {{${name}}}`),
          ...unknown.map((name) => `${key} has {{${name}}}, which English does not`),
        ];
      });
      expect(problems).toEqual([]);
    });

    it.each(languageCodes)('%s has every plural form the language uses', (language) => {
      const keys = [...keysOf(language, file).keys()];
      const groups = new Map<string, Set<string>>();
      for (const key of keys) {
        const match = pluralSuffix.exec(key);
        if (!match) continue;
        const group = `${match[1]}_${match[2] ?? ''}`;
        groups.set(group, (groups.get(group) ?? new Set()).add(match[3]!));
      }
      const problems = [...groups]
        // A lone `reason_other` is a key that happens to end in a plural word, not a plural.
        .filter(([, forms]) => forms.size > 1)
        .flatMap(([group, forms]) => {
          const type = group.endsWith('_ordinal_') ? 'ordinal' : 'cardinal';
          const needed = new Intl.PluralRules(bcp47(language), { type }).resolvedOptions().pluralCategories;
          return needed.filter((form) => !forms.has(form)).map((form) => `${group}${form}`);
        });
      expect(problems).toEqual([]);
    });
  });

  describe('error codes', () => {
    const contractCodes = Object.values(errorCodes).map(({ code }) => String(code));

    it.each(languageCodes)('%s has a message for every error code of the API contract', (language) => {
      const keys = keysOf(language, 'errors.json');
      const missing = contractCodes.filter((code) => typeof keys.get(`codes.${code}`) !== 'string');
      expect(missing).toEqual([]);
    });

    it('has no message for a code the contract does not define', () => {
      const keys = [...keysOf(DEFAULT_LANGUAGE, 'errors.json').keys()];
      const codes = keys.filter((key) => key.startsWith('codes.')).map((key) => key.slice('codes.'.length));
      expect(codes.filter((code) => !contractCodes.includes(code))).toEqual([]);
    });
  });
});
