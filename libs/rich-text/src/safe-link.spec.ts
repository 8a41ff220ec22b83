/* eslint-disable no-script-url -- script URLs are this file's test data: the addresses safeLink must refuse */
import { safeLink } from './safe-link';

const ORIGIN = 'https://shop.example';

describe('safeLink', () => {
  it.each([
    ['https://shop.example/a b', { href: 'https://shop.example/a%20b', external: false }],
    ['HTTPS://ELSEWHERE.example', { href: 'https://elsewhere.example/', external: true }],
    ['\\\\elsewhere.example/x', { href: 'https://elsewhere.example/x', external: true }],
    ['  /pages/blog/blog  ', { href: '#/pages/blog/blog', external: false }],
    ['mailto:a@b.example?subject=Hi', { href: 'mailto:a@b.example?subject=Hi', external: false }],
    ['javascript:alert(1)', undefined],
    ['jav\nascript:alert(1)', undefined],
    ['http://[::1', undefined],
    ['', undefined],
  ])('%j', (href, expected) => {
    expect(safeLink(href, ORIGIN)).toEqual(expected);
  });
});
