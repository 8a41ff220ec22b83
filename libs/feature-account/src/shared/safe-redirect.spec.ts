import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/pages/mine/dashboard', '/pages/mine/dashboard'],
    ['/pages/prouduct/detail?id=7', '/pages/prouduct/detail?id=7'],
    ['/', '/'],
  ])('keeps the in-app path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/pages/mine/dashboard'],
    ['//evil.example'],
    ['/\\evil.example'],
    // eslint-disable-next-line no-script-url -- a hostile redirect value under test, never run
    ['javascript:alert(1)'],
    ['pages/mine/dashboard'],
    ['/pages/mine/dash board'],
    ['/pages/users/login?redirect=%2F'],
    ['/pages/users/register'],
    ['/pages/users/tiktok'],
  ])('sends %p home', (value) => {
    expect(safeRedirect(value)).toBe('/pages/home/home');
  });
});
