import { isAbaRoutingNumber } from './routing-number';

describe('isAbaRoutingNumber', () => {
  it.each(['021000021', '011000015', '121000358', '026009593'])('accepts %s', (number) => {
    expect(isAbaRoutingNumber(number)).toBe(true);
  });

  it.each([
    ['021000022', 'wrong check digit'],
    ['12100035', 'eight digits'],
    ['1210003588', 'ten digits'],
    ['12100035a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (number) => {
    expect(isAbaRoutingNumber(number)).toBe(false);
  });
});
