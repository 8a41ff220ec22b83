import { emailRule, englishNameRule, EMAIL_MAX, NAME_MAX } from './field-rules';

const emailMessages = { required: 'required', invalid: 'invalid', tooLong: 'too long' };
const nameMessages = { required: 'required', english: 'english', tooLong: 'too long' };

const problem = async (rule: { validate: (value: unknown) => Promise<unknown> }, value: unknown) =>
  rule.validate(value).then(
    () => undefined,
    (error: Error) => error.message,
  );

describe('emailRule', () => {
  it('accepts an address with spaces around it and rejects what the server would', async () => {
    const rule = emailRule(emailMessages);
    expect(await problem(rule, '  ada@mall.example ')).toBeUndefined();
    expect(await problem(rule, '')).toBe('required');
    expect(await problem(rule, 'ada@')).toBe('invalid');
    expect(await problem(rule, `${'a'.repeat(EMAIL_MAX)}@mall.example`)).toBe('too long');
  });
});

describe('englishNameRule', () => {
  it('accepts English names with inner spaces, hyphens and apostrophes only', async () => {
    const rule = englishNameRule(nameMessages);
    expect(await problem(rule, "Mary-Jane O'Neil")).toBeUndefined();
    expect(await problem(rule, ' ')).toBe('required');
    expect(await problem(rule, 'Zoë')).toBe('english');
    expect(await problem(rule, '-Ada')).toBe('english');
    expect(await problem(rule, 'A'.repeat(NAME_MAX + 1))).toBe('too long');
  });
});
