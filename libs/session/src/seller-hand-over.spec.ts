import { sellerUrlWithTicket } from './seller-hand-over';

describe('sellerUrlWithTicket', () => {
  it('adds the ticket to the seller app’s address, keeping what it had', () => {
    expect(sellerUrlWithTicket('http://seller.localhost:8080/', 'tk-1')).toBe(
      'http://seller.localhost:8080/?ticket=tk-1',
    );
    expect(sellerUrlWithTicket('https://seller.mall.example/?lang=th#/sales', 'a b')).toBe(
      'https://seller.mall.example/?lang=th&ticket=a+b#/sales',
    );
  });
});
