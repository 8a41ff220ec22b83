import { firstScreenNamespaces, openingRoute } from './first-screen';

describe('first screen', () => {
  it('reads the route the page opened on from the hash', () => {
    const { path, params } = openingRoute('#/pages/prouduct/detail?id=7');
    expect(path).toBe('/pages/prouduct/detail');
    expect(params.get('id')).toBe('7');
    expect(openingRoute('').path).toBe('');
  });

  it('names the texts of catalogue pages, with the cart’s on the product page', () => {
    expect(firstScreenNamespaces('')).toEqual(['catalogue']);
    expect(firstScreenNamespaces('/pages/search/search')).toEqual(['catalogue']);
    expect(firstScreenNamespaces('/pages/prouduct/detail')).toEqual(['catalogue', 'cart']);
    expect(firstScreenNamespaces('/pages/users/login')).toEqual([]);
  });

  it('names the checkout’s texts on its pages and the orders’ on an order', () => {
    expect(firstScreenNamespaces('/pages/cart/pay')).toEqual(['cart']);
    expect(firstScreenNamespaces('/pages/history/detail')).toEqual(['orders']);
  });
});
