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
      country: 'Fill in this field.',
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
      street: 'x'.repeat(256),
    });
    expect(errors).toEqual({
      email: 'Enter a valid email address, such as name@example.com.',
      telephone: 'Enter a telephone number: digits, spaces, brackets or dashes.',
      postcode: 'Use letters, digits, spaces or dashes.',
      country: 'Enter the two-letter country code, such as US.',
      street: 'Use at most 255 characters.',
    });
  });
});
