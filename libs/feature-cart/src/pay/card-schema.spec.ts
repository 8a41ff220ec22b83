import { SANDBOX_APPROVED_CARD } from '@mall/forms';
import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '../testing/render-page';
import { cardSchema } from './card-schema';

const november2026 = new Date(2026, 10, 23);
const schemaIn = async (language: 'en' | 'th') => {
  const i18n = await testI18n(language, ['cart', 'common']);
  return cardSchema(i18n.getFixedT(language, ['cart', 'common']), november2026);
};

const card = {
  card_number: SANDBOX_APPROVED_CARD,
  expiry_month: '11',
  expiry_year: '2026',
  cvc: '123',
  holder_name: "Ada O'Lovelace",
};

describe('cardSchema', () => {
  it('explains every invalid field', async () => {
    const errors = await schemaErrors(await schemaIn('en'), {
      card_number: '4242 4242 4242 4241',
      expiry_month: '13',
      expiry_year: '26',
      cvc: '12',
      holder_name: '李雷',
    });
    expect(errors).toEqual({
      card_number: 'This card number is not valid: check the digits.',
      expiry_month: 'Enter a month from 1 to 12.',
      expiry_year: 'Enter the four-digit year.',
      cvc: 'Enter the 3 or 4 digits on the back of the card.',
      holder_name: 'Enter the name as printed on the card, in Latin letters.',
    });
  });

  it('refuses a card that has expired, in the shopper’s language', async () => {
    const expired = { ...card, expiry_month: '10' };
    expect(await schemaErrors(await schemaIn('en'), expired)).toEqual({
      expiry_year: 'This card has expired.',
    });
    expect(await schemaErrors(await schemaIn('th'), expired)).toEqual({ expiry_year: 'บัตรนี้หมดอายุแล้ว' });
  });

  it('asks for a number of the right length', async () => {
    expect((await schemaErrors(await schemaIn('en'), { ...card, card_number: '42' })).card_number).toBe(
      'Enter the card number (12 to 19 digits).',
    );
  });
});
