import { chunkForRoute, prefetchOnIntent } from './prefetch-on-intent';

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
    expect(chunkForRoute('/')).toBe('catalogue');
    expect(chunkForRoute('/pages/history/purchase')).toBe('orders');
    expect(chunkForRoute('/pages/history/detail')).toBe('orders');
    expect(chunkForRoute('/pages/mine/refund_sent')).toBe('orders');
    expect(chunkForRoute('/pages/cart/cart')).toBe('cart');
    expect(chunkForRoute('/pages/server/chat')).toBeUndefined();
  });

  it('loads a chunk once, when a link to it is hovered or focused', () => {
    document.body.innerHTML =
      '<a href="#/pages/users/login">Log in</a><a href="#/pages/users/register?x=1">Register</a><a href="https://example.com">Out</a>';
    const load = {
      catalogue: jest.fn(async () => undefined),
      product: jest.fn(async () => undefined),
      search: jest.fn(async () => undefined),
      cart: jest.fn(async () => undefined),
      account: jest.fn(async () => undefined),
      content: jest.fn(async () => undefined),
      orders: jest.fn(async () => undefined),
    };
    const stop = prefetchOnIntent(document, load);
    const [login, register, external] = [...document.querySelectorAll('a')];
    login!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    register!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    external!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load.account).toHaveBeenCalledTimes(1);
    expect(load.catalogue).not.toHaveBeenCalled();
    stop();
  });
});
