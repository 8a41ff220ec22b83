import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n } from './create-i18n';
import type { Language } from './languages';
import type { I18nResources } from './resources';
import { sdkTranslator } from './sdk-translator';

const messages = (language: Language): I18nResources['errors'] =>
  JSON.parse(readFileSync(join(__dirname, `../../../locales/${language}/errors.json`), 'utf8'));
const en = messages('en');
const zh = messages('zh');

const loadNamespace = (language: Language, namespace: string) =>
  import(`../../../locales/${language}/${namespace}.json`);

describe('sdkTranslator', () => {
  it('translates error codes and client failures in the current language', async () => {
    const i18n = await createI18n({ language: 'en', loadNamespace });
    const translate = sdkTranslator(i18n);

    expect(translate({ code: 2000022 })).toBe(en.codes['2000022']);
    expect(translate({ client: 'timeout' })).toBe(en.client.timeout);

    await i18n.changeLanguage('zh');
    expect(translate({ code: 2000022 })).toBe(zh.codes['2000022']);
    expect(translate({ client: 'requestError' })).toBe(zh.client.requestError);
  });

  it('fills a message with the numbers of the failure’s data: how long to wait after too many sign-ins', async () => {
    const i18n = await createI18n({ language: 'en', loadNamespace });
    const translate = sdkTranslator(i18n);
    expect(translate({ code: 1100009, data: { retry_after_seconds: 42 } })).toBe(
      'Too many sign-in attempts. Please try again in 42 s.',
    );
    // Text in the data never fills a message.
    expect(translate({ code: 1100009, data: { retry_after_seconds: '<b>' } })).not.toContain('<b>');
    await i18n.changeLanguage('jp');
    expect(translate({ code: 1100009, data: { retry_after_seconds: 7 } })).toContain('7 秒後');
  });

  it('has no message for an unknown code, so the SDK uses the server’s', async () => {
    const translate = sdkTranslator(await createI18n({ language: 'th', loadNamespace }));
    expect(translate({ code: 9999999 })).toBeUndefined();
    expect(translate({ client: 'nonsense' as 'timeout' })).toBeUndefined();
  });
});
