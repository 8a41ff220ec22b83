import { picture } from '../testing/fixtures';
import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '../testing/render-page';
import { shopRegistrationSchema } from './shop-registration-schema';

const schemaIn = async (language: 'en' | 'zh') => {
  const i18n = await testI18n(language, ['seller']);
  return shopRegistrationSchema(i18n.getFixedT(language, ['seller', 'common']));
};

const valid = {
  shop_name: 'Ada’s Cups',
  contact_name: 'Ada Lovelace',
  contact_phone: '+44 (20) 7946-0000',
  id_front: [picture('front.png')],
  id_back: [picture('back.png')],
  street: '12 St James’s Square',
  city: 'London',
  state: 'Greater London',
  country: 'United Kingdom',
  postcode: 'SW1Y 4JH',
  description: '',
};

describe('shopRegistrationSchema', () => {
  it('accepts a complete registration', async () => {
    expect(await schemaErrors(await schemaIn('en'), valid)).toEqual({});
  });

  it('names every missing field, both sides of the document included', async () => {
    const empty = { ...valid, shop_name: '', contact_name: '', contact_phone: '', id_front: [], id_back: [] };
    expect(
      await schemaErrors(await schemaIn('en'), { ...empty, street: '', city: '', state: '', country: '' }),
    ).toEqual({
      shop_name: 'Enter your shop’s name.',
      contact_name: 'Enter the contact person’s name.',
      contact_phone: 'Enter a phone number.',
      id_front: 'Add a photo of the front of your identity document.',
      id_back: 'Add a photo of the back of your identity document.',
      street: 'Enter the street and number.',
      city: 'Enter the city.',
      state: 'Enter the state or province.',
      country: 'Enter the country.',
    });
  });

  it('checks the name, phone and postcode as the API does', async () => {
    const wrong = { ...valid, contact_name: '李雷', contact_phone: 'call me', postcode: 'SW1Y#4JH' };
    expect(await schemaErrors(await schemaIn('en'), wrong)).toEqual({
      contact_name: 'Use English letters, spaces, hyphens and apostrophes.',
      contact_phone:
        'Enter a phone number with digits, spaces, brackets or hyphens, such as +1 555 010 0199.',
      postcode: 'Use letters, digits, spaces and hyphens (at most 20).',
    });
    expect(await schemaErrors(await schemaIn('zh'), { ...valid, contact_phone: '123' })).toEqual({
      contact_phone: '请输入由数字、空格、括号或连字符组成的电话号码，例如 +1 555 010 0199。',
    });
  });

  it('bounds the description', async () => {
    expect(await schemaErrors(await schemaIn('en'), { ...valid, description: 'd'.repeat(1001) })).toEqual({
      description: 'Keep it to 1000 characters.',
    });
  });
});
