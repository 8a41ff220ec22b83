import { schemaErrors } from '../../testing';
import {
  type CardRuleMessages,
  cardSchema,
  passesLuhn,
  SANDBOX_APPROVED_CARD,
  SANDBOX_DECLINED_CARD,
} from './card-rules';

const november2026 = new Date(2026, 10, 23);
const messages: CardRuleMessages = {
  cardNumber: 'Enter the card number.',
  luhn: 'Check the digits.',
  expiryMonth: 'Enter a month.',
  expiryYear: 'Enter the year.',
  expired: 'Expired.',
  cvc: 'Enter the CVC.',
  holder: 'Enter the name in Latin letters.',
};
const schema = cardSchema(messages, november2026);

const errorsOf = (values: object) => schemaErrors(schema, values);

const card = {
  card_number: SANDBOX_APPROVED_CARD,
  expiry_month: '11',
  expiry_year: '2026',
  cvc: '123',
  holder_name: "Ada O'Lovelace",
};

describe('passesLuhn', () => {
  it('accepts both sandbox numbers and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
  });
});

describe('cardSchema', () => {
  it('accepts a valid card expiring this month, and gives the digits alone', async () => {
    expect(await errorsOf(card)).toEqual({});
    expect(await errorsOf({ ...card, card_number: SANDBOX_DECLINED_CARD })).toEqual({});
    expect(schema.cast(card)).toEqual({
      ...card,
      card_number: '4242424242424242',
      expiry_month: 11,
      expiry_year: 2026,
    });
  });

  it('explains every invalid field with its own message', async () => {
    expect(
      await errorsOf({
        card_number: '4242 4242 4242 4241',
        expiry_month: '13',
        expiry_year: '26',
        cvc: '12',
        holder_name: '李雷',
      }),
    ).toEqual({
      card_number: 'Check the digits.',
      expiry_month: 'Enter a month.',
      expiry_year: 'Enter the year.',
      cvc: 'Enter the CVC.',
      holder_name: 'Enter the name in Latin letters.',
    });
  });

  it('refuses a card whose expiry month has passed', async () => {
    expect(await errorsOf({ ...card, expiry_month: '10' })).toEqual({ expiry_year: 'Expired.' });
    expect(await errorsOf({ ...card, expiry_month: '1', expiry_year: '2027' })).toEqual({});
  });

  it('asks for a number of the right length', async () => {
    expect((await errorsOf({ ...card, card_number: '42' })).card_number).toBe('Enter the card number.');
  });
});
