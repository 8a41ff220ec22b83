// @api-suite embedded-only: it checks the server's texts.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { languageCodes } from '@mall/sdk-manifest';
import type { Translations } from '@mall/server-core';
import { noticeMessages } from '@mall/server-notices';
import { remarkMessages } from '@mall/server-wallet';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const wordsOf = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[\s\p{P}•]/gu, '');

/** Every text of a server-side catalogue, named by where it sits. */
const catalogues: Record<string, Translations> = Object.fromEntries([
  ...Object.entries(noticeMessages).flatMap(([key, { title, content }]) => [
    [`notice ${key} title`, title],
    [`notice ${key} content`, content],
  ]),
  ...Object.entries(remarkMessages).map(([key, remark]) => [`remark ${key}`, remark]),
]);

describe('server-side message catalogues', () => {
  for (const [name, translations] of Object.entries(catalogues))
    it(`${name}: all six languages, the same placeholders, translated where there are words`, () => {
      expect(Object.keys(translations).sort()).toEqual([...languageCodes].sort());
      const english = translations.en;
      for (const lang of languageCodes) {
        expect(translations[lang].trim()).not.toBe('');
        expect(placeholdersOf(translations[lang])).toEqual(placeholdersOf(english));
        // Text in another script cannot be the English left in place.
        if (wordsOf(english) !== '' && ['zh', 'zhtw', 'jp', 'th'].includes(lang))
          expect(translations[lang]).not.toBe(english);
      }
    });
});
