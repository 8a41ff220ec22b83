import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '../testing/render-page';
import { confirmPasswordSchema, emailAddressSchema, emailCodeSchema } from './sign-in-methods-schema';

const translator = async (language: 'en' | 'th') => {
  const i18n = await testI18n(language, ['account']);
  return i18n.getFixedT(language, 'account');
};

describe('the sign-in methods forms', () => {
  it('asks for the password before linking TikTok, in the reader language', async () => {
    expect(await schemaErrors(confirmPasswordSchema(await translator('en')), { password: '' })).toEqual({
      password: 'Enter your password.',
    });
    expect(await schemaErrors(confirmPasswordSchema(await translator('th')), { password: '' })).toEqual({
      password: 'กรุณากรอกรหัสผ่าน',
    });
    expect(await schemaErrors(confirmPasswordSchema(await translator('en')), { password: 'x' })).toEqual({});
  });

  it('sends a code only to an e-mail address', async () => {
    const schema = emailAddressSchema(await translator('en'));
    expect(await schemaErrors(schema, { email: ' ada@example.com ' })).toEqual({});
    expect(await schemaErrors(schema, { email: 'ada@' })).toEqual({
      email: 'Enter a valid email address, such as name@example.com.',
    });
  });

  it('takes a six-digit code, and a first password of 6 to 30 characters or none', async () => {
    const schema = emailCodeSchema(await translator('en'));
    // An empty field reaches the schema as undefined (Formik's preparation): no password is fine.
    expect(await schemaErrors(schema, { code: ' 123456 ' })).toEqual({});
    expect(await schemaErrors(schema, { code: '123456', password: 'dancing42' })).toEqual({});
    expect(await schemaErrors(schema, { code: '' })).toEqual({
      code: 'Enter the code from the e-mail.',
    });
    expect(await schemaErrors(schema, { code: '12345a', password: 'short' })).toEqual({
      code: 'The code has six digits.',
      password: 'Your password must have at least 6 characters.',
    });
    expect(await schemaErrors(schema, { code: '123456', password: 'x'.repeat(31) })).toEqual({
      password: 'Your password can have at most 30 characters.',
    });
  });
});
