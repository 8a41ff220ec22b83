import { testI18n } from '@mall/sdk/testing/page';
import { ValidationError } from 'yup';
import { cardTopUpSchema, emptyCardTopUp } from './card-top-up-schema';

const limits = { minMinor: 10_000, maxMinor: 100_000_000 };
const november2026 = new Date(2026, 10, 23);
const schemaIn = async (language: 'en' | 'th') => {
  const i18n = await testI18n(language, ['wallet', 'common']);
  return cardTopUpSchema(i18n.getFixedT(language, ['wallet', 'common']), limits, language, november2026);
};

const approved = {
  ...emptyCardTopUp,
  card_number: '4242 4242 4242 4242',
  expiry_month: '11',
  expiry_year: '2026',
  cvc: '123',
  holder_name: 'Ada Lovelace',
};

/** The amount's message, or undefined when the amount passes. */
async function amountError(language: 'en' | 'th', amount: string) {
  try {
    await (await schemaIn(language)).validateAt('amount', { ...approved, amount });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('cardTopUpSchema', () => {
  it('takes amounts from the minimum to the maximum top-up, in cents at most', async () => {
    expect(await amountError('en', '100')).toBeUndefined();
    expect(await amountError('en', '1,000,000.00')).toBeUndefined();
    const refusal = 'Enter an amount from $100.00 to $1,000,000.00';
    expect(await amountError('en', '99.99')).toBe(refusal);
    expect(await amountError('en', '1000000.01')).toBe(refusal);
    expect(await amountError('en', '150.005')).toBe(refusal);
    expect(await amountError('en', '')).toBe(refusal);
    expect(await amountError('en', '-150')).toBe(refusal);
  });

  it('explains in the shopper’s language', async () => {
    expect(await amountError('th', '50')).toBe('กรอกจำนวนตั้งแต่ $100.00 ถึง $1,000,000.00');
  });

  it('checks the card as the provider does and gives its digits', async () => {
    const schema = await schemaIn('en');
    await expect(
      schema.validateAt('card_number', { ...approved, card_number: '4242 4242 4242 4241' }),
    ).rejects.toThrow('This card number is not valid: check the digits.');
    expect(schema.cast({ ...approved, amount: '150' })).toMatchObject({
      card_number: '4242424242424242',
      expiry_month: 11,
      expiry_year: 2026,
    });
  });
});
