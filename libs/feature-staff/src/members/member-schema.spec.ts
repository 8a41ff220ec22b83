import type { StaffTranslator } from '../shared/translator';
import { memberSchema } from './member-schema';

const t = ((key: string) => key) as unknown as StaffTranslator;

const errorsOf = async (values: object) => {
  try {
    await memberSchema(t).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const valid = {
  email: 'sam@mall.example',
  name: 'Sam',
  password: 'secret1',
  admin: false,
  reviewer: true,
  support: false,
};

describe('a new staff account’s rules', () => {
  it('needs an email, a name, a password of 6 to 30 characters and a role', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, password: 'short' })).toEqual(['members.passwordLength']);
    expect(await errorsOf({ ...valid, reviewer: false })).toEqual(['members.rolesRequired']);
    expect(await errorsOf({ ...valid, email: 'nope', name: ' ' })).toEqual([
      'validation.email',
      'validation.required',
    ]);
  });
});
