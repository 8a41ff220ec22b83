import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '../testing/render-page';
import { addressSchema, emptyAddress } from './address-schema';

const schemaIn = async (language: 'en' | 'zh') => {
  const i18n = await testI18n(language, ['cart', 'common']);
  return addressSchema(i18n.getFixedT(language, ['cart', 'common']));
};

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  telephone: '+44 (20) 7946-0000',
  street: '12 St James Square',
  postcode: 'SW1Y 4JH',
  city: 'London',
  state: '',
  country: 'gb',
  latitude: null,
  longitude: null,
};

describe('addressSchema', () => {
  it('accepts a full address and upper-cases the country code', async () => {
    const schema = await schemaIn('en');
    expect(await schemaErrors(schema, valid)).toEqual({});
    expect(schema.cast(valid).country).toBe('GB');
  });

  it('asks for the required fields, in the shopper’s language', async () => {
    const required = {
      name: 'Fill in this field.',
      email: 'Fill in this field.',
      telephone: 'Fill in this field.',
      street: 'Fill in this field.',
      city: 'Fill in this field.',
      country: 'Choose a country or region.',
    };
    expect(await schemaErrors(await schemaIn('en'), emptyAddress)).toEqual(required);
    expect((await schemaErrors(await schemaIn('zh'), emptyAddress)).name).toBe('请填写此项。');
  });

  it('refuses what the API refuses', async () => {
    const errors = await schemaErrors(await schemaIn('en'), {
      ...valid,
      email: 'ada@',
      telephone: 'call me',
      postcode: 'SW1Y#4JH',
      country: 'GBR',
      street: 'x'.repeat(501),
    });
    expect(errors).toEqual({
      email: 'Enter a valid email address, such as name@example.com.',
      telephone: 'Enter a telephone number: digits, spaces, brackets or dashes.',
      postcode: 'Use letters, digits, spaces or dashes.',
      country: 'Choose a country or region.',
      street: 'Use at most 500 characters.',
    });
  });

  it('takes a street line of 500 characters in any script, counting an emoji as one', async () => {
    const schema = await schemaIn('en');
    for (const piece of ['ถนนสุขุมวิท ', '北京市朝阳区', 'شارع الملك ', '🏠']) {
      const street = Array.from(piece.repeat(500)).slice(0, 500).join('').trim() || piece;
      expect(await schemaErrors(schema, { ...valid, street })).toEqual({});
    }
    const tooLong = Array.from('🏠'.repeat(501)).join('');
    expect((await schemaErrors(schema, { ...valid, street: tooLong })).street).toBe(
      'Use at most 500 characters.',
    );
  });

  it('checks the postcode against the country’s format, where one is known', async () => {
    const i18n = await testI18n('en', ['cart', 'common']);
    const schema = addressSchema(i18n.getFixedT('en', ['cart', 'common']), (code) =>
      code === 'TH' ? 'Thailand' : code,
    );
    expect(await schemaErrors(schema, { ...valid, country: 'TH', postcode: '10110' })).toEqual({});
    expect(await schemaErrors(schema, { ...valid, country: 'TH', postcode: '1011' })).toEqual({
      postcode: 'Enter a postcode as used in Thailand.',
    });
    expect(await schemaErrors(schema, { ...valid, country: 'TH', postcode: '' })).toEqual({
      postcode: 'Fill in this field.',
    });
    expect(await schemaErrors(schema, { ...valid, country: 'GB', postcode: 'sw1a 1aa' })).toEqual({});
    // Hong Kong has no postcodes: none is asked for.
    expect(await schemaErrors(schema, { ...valid, country: 'HK', postcode: '' })).toEqual({});
  });
});
