import { chunkForRoute, prefetchOnIntent } from './prefetch-on-intent';
import { lazyRoute } from './routing/lazy-route';

describe('prefetch on intent', () => {
  it('knows which chunk each route lives in', () => {
    expect(chunkForRoute('/pages/users/login')).toBe('account');
    expect(chunkForRoute('/pages/mine/dashboard')).toBe('account');
    expect(chunkForRoute('/pages/policy/terms')).toBe('content');
    expect(chunkForRoute('/pages/blog/detail')).toBe('content');
    expect(chunkForRoute('/pages/prouduct/detail')).toBe('product');
    expect(chunkForRoute('/pages/search/search')).toBe('search');
    expect(chunkForRoute('/pages/cart/pay')).toBe('cart');
    expect(chunkForRoute('/pages/category/detail')).toBe('catalogue');
    expect(chunkForRoute('/')).toBe('home');
    expect(chunkForRoute('/pages/home/home')).toBe('home');
    expect(chunkForRoute('/pages/history/purchase')).toBe('orders');
    expect(chunkForRoute('/pages/history/detail')).toBe('orders');
    expect(chunkForRoute('/pages/mine/refund_sent')).toBe('orders');
    expect(chunkForRoute('/pages/cart/cart')).toBe('cart');
    expect(chunkForRoute('/pages/server/chat')).toBeUndefined();
  });

  it('tells the wallet, settings and address pages from the account’s, and a shop’s page from opening one', () => {
    expect(chunkForRoute('/pages/mine/address')).toBe('cart');
    expect(chunkForRoute('/pages/mine/wallet')).toBeUndefined();
    expect(chunkForRoute('/pages/mine/confing')).toBeUndefined();
    expect(chunkForRoute('/pages/shop/detail')).toBe('catalogue');
    expect(chunkForRoute('/pages/shop/create')).toBeUndefined();
  });

  it('loads a linked route’s code once, from the route table, when the link is hovered or focused', () => {
    document.body.innerHTML =
      '<a href="#/pages/users/login">Log in</a><a href="#/pages/users/register?x=1">Register</a>' +
      '<a href="/#/pages/mine/wallet">Wallet</a><a href="https://example.com">Out</a><a href="#/pages/users/login">Again</a>';
    const loader = () => jest.fn(async () => () => null);
    const [shell, login, register, wallet] = [loader(), loader(), loader(), loader()];
    const handle = (load: () => Promise<() => null>) => ({ preload: lazyRoute(load).preload });
    const routes = [
      {
        handle: handle(shell),
        children: [
          { path: '/pages/users/login', handle: handle(login) },
          { path: '/pages/users/register', handle: handle(register) },
          { path: '/pages/mine/wallet', handle: handle(wallet) },
        ],
      },
    ];
    const stop = prefetchOnIntent(document, routes);
    for (const link of document.querySelectorAll('a'))
      link.dispatchEvent(
        new Event(link.textContent === 'Register' ? 'focusin' : 'pointerover', { bubbles: true }),
      );
    return Promise.resolve().then(() => {
      expect([shell, login, register, wallet].map((load) => load.mock.calls.length)).toEqual([1, 1, 1, 1]);
      stop();
    });
  });
});
