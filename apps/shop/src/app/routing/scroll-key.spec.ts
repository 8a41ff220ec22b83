import { scrollKey } from './scroll-key';

describe('scroll key', () => {
  it("keys the app's own navigations on their entry, so Back returns to where the shopper was", () => {
    const entry = { pathname: '/pages/mine/dashboard', search: '' };
    expect(scrollKey({ ...entry, key: 'a1b2c3' })).toBe('a1b2c3');
    expect(scrollKey({ ...entry, key: 'd4e5f6' })).not.toBe(scrollKey({ ...entry, key: 'a1b2c3' }));
  });

  it('keys pages opened fresh on their path and query, never one key for them all', () => {
    const dashboard = scrollKey({ key: 'default', pathname: '/pages/mine/dashboard', search: '' });
    const linked = scrollKey({ key: 'default', pathname: '/pages/users/tiktok', search: '?state=s&code=c' });
    expect(linked).not.toBe(dashboard);
    expect(dashboard).toBe(scrollKey({ key: 'default', pathname: '/pages/mine/dashboard', search: '' }));
    expect(scrollKey({ key: 'default', pathname: '/pages/search/search', search: '?keyword=tea' })).not.toBe(
      scrollKey({ key: 'default', pathname: '/pages/search/search', search: '?keyword=kettle' }),
    );
  });
});
