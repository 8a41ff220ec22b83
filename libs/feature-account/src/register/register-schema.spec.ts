import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '../testing/render-page';
import { registerSchema } from './register-schema';

const schemaIn = async (language: 'en' | 'zh') => {
  const i18n = await testI18n(language, ['account']);
  return registerSchema(i18n.getFixedT(language, ['account', 'common']));
};

const valid = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirm_password: 'secret1',
  invitation_code: '',
  agree_terms: true,
};

/** Errors in English and Chinese for `valid` with `change` applied. */
async function errorsFor(change: Partial<Record<keyof typeof valid, unknown>>) {
  const values = { ...valid, ...change };
  return {
    en: await schemaErrors(await schemaIn('en'), values),
    zh: await schemaErrors(await schemaIn('zh'), values),
  };
}

describe('registerSchema', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsFor({})).toEqual({ en: {}, zh: {} });
    expect(
      await errorsFor({ firstname: 'Mary-Jane', lastname: "O'Neil", invitation_code: 'AB_12-x' }),
    ).toEqual({
      en: {},
      zh: {},
    });
  });

  it('asks the user to agree to the terms and check them (docs/requirements.md R4)', async () => {
    expect(await errorsFor({ agree_terms: false })).toEqual({
      en: { agree_terms: 'Please agree to the terms and conditions and check the box.' },
      zh: { agree_terms: '请同意并勾选条款和条件。' },
    });
  });

  it('wants names in English letters (docs/requirements.md R4)', async () => {
    for (const name of ['张伟', 'José', 'Ada2', '-Ada']) {
      expect(await errorsFor({ firstname: name, lastname: name })).toEqual({
        en: {
          firstname: 'Please write your name in English letters (A–Z).',
          lastname: 'Please write your name in English letters (A–Z).',
        },
        zh: { firstname: '请用英文字母（A–Z）填写姓名。', lastname: '请用英文字母（A–Z）填写姓名。' },
      });
    }
  });

  it('asks for both names, and bounds them', async () => {
    expect(await errorsFor({ firstname: ' ', lastname: undefined })).toEqual({
      en: { firstname: 'Enter your first name.', lastname: 'Enter your last name.' },
      zh: { firstname: '请输入您的名。', lastname: '请输入您的姓。' },
    });
    expect(await errorsFor({ lastname: 'A'.repeat(51) })).toEqual({
      en: { lastname: 'A name can have at most 50 characters.' },
      zh: { lastname: '姓名最多 50 个字符。' },
    });
  });

  it('checks the email address', async () => {
    expect(await errorsFor({ email: undefined })).toEqual({
      en: { email: 'Enter your email address.' },
      zh: { email: '请输入邮箱地址。' },
    });
    expect(await errorsFor({ email: 'ada.example.com' })).toEqual({
      en: { email: 'Enter a valid email address, such as name@example.com.' },
      zh: { email: '请输入有效的邮箱地址，例如 name@example.com。' },
    });
  });

  it('wants a password of 6 to 30 characters (docs/requirements.md R4)', async () => {
    expect(await errorsFor({ password: '12345', confirm_password: '12345' })).toEqual({
      en: { password: 'Your password must have at least 6 characters.' },
      zh: { password: '密码至少需要 6 个字符。' },
    });
    const long = 'p'.repeat(31);
    expect(await errorsFor({ password: long, confirm_password: long })).toEqual({
      en: { password: 'Your password can have at most 30 characters.' },
      zh: { password: '密码最多 30 个字符。' },
    });
    for (const password of ['123456', 'p'.repeat(30)]) {
      expect(await errorsFor({ password, confirm_password: password })).toEqual({ en: {}, zh: {} });
    }
    expect(await errorsFor({ password: '', confirm_password: '' })).toEqual({
      en: { password: 'Enter your password.', confirm_password: 'Enter your password again.' },
      zh: { password: '请输入密码。', confirm_password: '请再次输入密码。' },
    });
  });

  it('wants the confirmation to match the password (docs/requirements.md R4)', async () => {
    expect(await errorsFor({ confirm_password: 'secret2' })).toEqual({
      en: { confirm_password: 'The two passwords do not match.' },
      zh: { confirm_password: '两次输入的密码不一致。' },
    });
  });

  it('takes an optional invitation code of letters, digits, hyphens and underscores', async () => {
    expect(await errorsFor({ invitation_code: undefined })).toEqual({ en: {}, zh: {} });
    expect(await errorsFor({ invitation_code: 'AB 12' })).toEqual({
      en: { invitation_code: 'An invitation code has only letters, digits, hyphens and underscores.' },
      zh: { invitation_code: '邀请码只能包含字母、数字、连字符和下划线。' },
    });
    expect(await errorsFor({ invitation_code: 'A'.repeat(33) })).toEqual({
      en: { invitation_code: 'An invitation code can have at most 32 characters.' },
      zh: { invitation_code: '邀请码最多 32 个字符。' },
    });
  });
});
