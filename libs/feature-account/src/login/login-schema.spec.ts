import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '../testing/render-page';
import { loginSchema } from './login-schema';

const schemaIn = async (language: 'en' | 'zh') => {
  const i18n = await testI18n(language, ['account']);
  return loginSchema(i18n.getFixedT(language, ['account', 'common']));
};

describe('loginSchema', () => {
  it('accepts an email address and any password', async () => {
    const schema = await schemaIn('en');
    expect(await schemaErrors(schema, { email: ' ada@example.com ', password: 'x' })).toEqual({});
  });

  it('asks for both fields', async () => {
    expect(await schemaErrors(await schemaIn('en'), { email: '', password: '' })).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(await schemaErrors(await schemaIn('zh'), { email: '', password: '' })).toEqual({
      email: '请输入邮箱地址。',
      password: '请输入密码。',
    });
  });

  it('rejects what is not an email address', async () => {
    expect(await schemaErrors(await schemaIn('en'), { email: 'ada@', password: 'secret' })).toEqual({
      email: 'Enter a valid email address, such as name@example.com.',
    });
    expect(await schemaErrors(await schemaIn('zh'), { email: 'ada@', password: 'secret' })).toEqual({
      email: '请输入有效的邮箱地址，例如 name@example.com。',
    });
  });

  it('bounds the email address and the password like the API does', async () => {
    const values = { email: `${'a'.repeat(250)}@example.com`, password: 'p'.repeat(129) };
    expect(await schemaErrors(await schemaIn('en'), values)).toEqual({
      email: 'An email address can have at most 254 characters.',
      password: 'Your password can have at most 128 characters.',
    });
    expect(await schemaErrors(await schemaIn('zh'), values)).toEqual({
      email: '邮箱地址最多 254 个字符。',
      password: '密码最多 128 个字符。',
    });
  });

  it('leaves short passwords to the server, which answers them as wrong (docs/requirements.md R4)', async () => {
    expect(await schemaErrors(await schemaIn('en'), { email: 'ada@example.com', password: '123' })).toEqual(
      {},
    );
  });
});
