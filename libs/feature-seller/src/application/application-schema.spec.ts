import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '../testing/render-page';
import { applicationSchema } from './application-schema';

const schemaIn = async (language: 'en' | 'jp') => {
  const i18n = await testI18n(language, ['seller']);
  return applicationSchema(i18n.getFixedT(language, ['seller', 'common']));
};

describe('applicationSchema', () => {
  it('takes a shop name and an optional reason, trimmed', async () => {
    const schema = await schemaIn('en');
    expect(await schemaErrors(schema, { shop_name: ' Ada’s Cups ', reason: '' })).toEqual({});
    expect(schema.cast({ shop_name: ' Ada’s Cups ', reason: ' Cups ' })).toEqual({
      shop_name: 'Ada’s Cups',
      reason: 'Cups',
    });
  });

  it('asks for a shop name of 2 to 60 characters', async () => {
    expect(await schemaErrors(await schemaIn('en'), { shop_name: '  ' })).toEqual({
      shop_name: 'Enter your shop’s name.',
    });
    expect(await schemaErrors(await schemaIn('en'), { shop_name: 'A' })).toEqual({
      shop_name: 'A shop name has 2 to 60 characters.',
    });
    expect(await schemaErrors(await schemaIn('jp'), { shop_name: 'x'.repeat(61) })).toEqual({
      shop_name: 'ショップ名は 2〜60 文字です。',
    });
  });

  it('bounds the reason like the API does', async () => {
    expect(await schemaErrors(await schemaIn('en'), { shop_name: 'Cups', reason: 'r'.repeat(1001) })).toEqual(
      {
        reason: 'Keep it to 1000 characters.',
      },
    );
  });
});
