import { describe, it } from 'node:test';
import { expect } from 'expect';
import { type Card, passesLuhn, validateCard } from '../src';

const today = new Date('2026-11-23T12:00:00Z');
const valid: Card = {
  number: '4242424242424242',
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: '123',
  holderName: 'Ada Lovelace',
};

describe('passesLuhn', () => {
  for (const [digits, passes] of [
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
  ] as const)
    it(`${digits} → ${passes}`, () => {
      expect(passesLuhn(digits)).toBe(passes);
    });
});

describe('validateCard', () => {
  it('accepts a complete card that has not expired', () => {
    expect(validateCard(valid, today)).toEqual([]);
  });

  const refused: [string, Partial<Card>, string[]][] = [
    ['a number failing the Luhn check', { number: '4242424242424241' }, ['number']],
    ['a number with 11 digits', { number: '42424242424' }, ['number']],
    ['a number with 20 digits', { number: '42424242424242424242' }, ['number']],
    ['a number with spaces', { number: '4242 4242 4242 4242' }, ['number']],
    ['month 0', { expiryMonth: 0 }, ['expiryMonth']],
    ['month 13', { expiryMonth: 13 }, ['expiryMonth']],
    ['a two-digit year', { expiryYear: 30 }, ['expiryYear']],
    ['last month', { expiryYear: 2026, expiryMonth: 10 }, ['expiryYear']],
    ['last year', { expiryYear: 2025, expiryMonth: 12 }, ['expiryYear']],
    ['a CVC of 2 digits', { cvc: '12' }, ['cvc']],
    ['a CVC of 5 digits', { cvc: '12345' }, ['cvc']],
    ['a CVC with a letter', { cvc: '12a' }, ['cvc']],
    ['an empty holder name', { holderName: '' }, ['holderName']],
    ['a holder name in another script', { holderName: '李雷' }, ['holderName']],
    ['a holder name of 101 letters', { holderName: 'A'.repeat(101) }, ['holderName']],
    [
      'everything wrong',
      { number: '1', expiryMonth: 0, expiryYear: 1, cvc: '', holderName: ' ' },
      ['number', 'expiryMonth', 'expiryYear', 'cvc', 'holderName'],
    ],
  ];
  for (const [what, change, invalid] of refused)
    it(`refuses ${what}`, () => {
      expect(validateCard({ ...valid, ...change }, today)).toEqual(invalid);
    });

  const accepted: [string, Partial<Card>][] = [
    ['this month', { expiryYear: 2026, expiryMonth: 11 }],
    ['a four-digit CVC', { cvc: '1234' }],
    ['a 12-digit number', { number: '000000000000' }],
    ['a 19-digit number', { number: '4242424242424242428' }],
    ['a name with a dot, an apostrophe and a hyphen', { holderName: "J. O'Neil-Smith" }],
  ];
  for (const [what, change] of accepted)
    it(`accepts ${what}`, () => {
      expect(validateCard({ ...valid, ...change }, today)).toEqual([]);
    });
});
