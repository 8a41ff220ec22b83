// @api-suite embedded-only: it checks configuration.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyRequest } from 'fastify';
import { loadConfig, parseAllowedHosts, parsePublicOrigin } from '../src/config';
import { sellerUrl } from '../src/modules/account/session-response';

/** What `sellerUrl` reads of a request: its host (Host, or a trusted proxy's X-Forwarded-Host) and scheme. */
const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol }) as FastifyRequest;

describe('PUBLIC_ORIGIN', () => {
  it('takes a scheme, host and port only', () => {
    expect(parsePublicOrigin(undefined)).toBeUndefined();
    expect(parsePublicOrigin(' ')).toBeUndefined();
    expect(parsePublicOrigin('https://mall.example')?.origin).toBe('https://mall.example');
    expect(parsePublicOrigin('https://Mall.Example:8443/')?.host).toBe('mall.example:8443');
    for (const bad of [
      'mall.example',
      'ftp://mall.example',
      'https://mall.example/shop',
      'https://user@mall.example',
      'https://mall.example:8080@evil.com',
      'https://mall.example?x=1',
      'https://mall.example#x',
      'https://mall.example\\@evil.com',
    ])
      expect(() => parsePublicOrigin(bad)).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('ALLOWED_HOSTS', () => {
  it('defaults to the local start: localhost and 127.0.0.1 at the port, with their seller. and staff. forms', () => {
    expect(parseAllowedHosts(undefined, 8080)).toEqual([
      'localhost:8080',
      'seller.localhost:8080',
      'staff.localhost:8080',
      '127.0.0.1:8080',
      'seller.127.0.0.1:8080',
      'staff.127.0.0.1:8080',
    ]);
    expect(
      loadConfig({ DATA_DIR: '/tmp/mall-public-origin', SIGNING_SECRET: 'x', PORT: '9090' }).allowedHosts,
    ).toContain('seller.localhost:9090');
  });

  it('takes hostname[:port] entries and refuses anything else', () => {
    expect(parseAllowedHosts('Mall.Example, mall.example:8443', 8080)).toEqual([
      'mall.example',
      'seller.mall.example',
      'staff.mall.example',
      'mall.example:8443',
      'seller.mall.example:8443',
      'staff.mall.example:8443',
    ]);
    for (const bad of ['mall.example/x', 'a@b', 'http://mall.example', '*.mall.example', 'a b'])
      expect(() => parseAllowedHosts(bad, 8080)).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('the seller URL', () => {
  const local = { publicOrigin: undefined, allowedHosts: parseAllowedHosts(undefined, 8080) };

  it('is the seller. form of an allowed host, never of a hostile one', () => {
    expect(sellerUrl(request('localhost:8080'), local)).toBe('http://seller.localhost:8080/');
    expect(sellerUrl(request('LOCALHOST:8080', 'https'), local)).toBe('https://seller.localhost:8080/');
    expect(sellerUrl(request('staff.localhost:8080'), local)).toBe('http://seller.localhost:8080/');
    for (const hostile of [
      'localhost:8080@evil.com',
      'evil.com',
      'evil.com:8080',
      'localhost:8080/@evil.com',
      'localhost:8080\\@evil.com',
      'localhost:8080, evil.com',
      'seller.evil.com',
      '',
    ]) {
      const url = sellerUrl(request(hostile), local);
      expect(url).toBe('http://seller.localhost:8080/');
      expect(new URL(url).hostname).toBe('seller.localhost');
    }
  });

  it('comes from PUBLIC_ORIGIN whenever it is set, www. dropped', () => {
    const configured = { ...local, publicOrigin: parsePublicOrigin('https://www.mall.example') };
    for (const host of ['localhost:8080', 'localhost:8080@evil.com', 'www.mall.example'])
      expect(sellerUrl(request(host), configured)).toBe('https://seller.mall.example/');
    const withPort = { ...local, publicOrigin: parsePublicOrigin('http://mall.example:8443') };
    expect(sellerUrl(request('evil.com'), withPort)).toBe('http://seller.mall.example:8443/');
  });
});
