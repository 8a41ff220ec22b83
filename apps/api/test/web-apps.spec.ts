import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from './harness';

describe('serving the built storefront', () => {
  let api: TestApp;
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  const firstScript = 'window.first = 1;';
  before(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'mall-web-'));
    mkdirSync(join(webRoot, 'shop/assets'), { recursive: true });
    writeFileSync(
      join(webRoot, 'shop/index.html'),
      `<!doctype html><script data-first-files="{}">${firstScript}</script><title>Mall</title><script type="module" src="./assets/index-Ab12.js"></script>`,
    );
    writeFileSync(join(webRoot, 'shop/assets/index-Ab12.js'), script);
    writeFileSync(join(webRoot, 'shop/assets/index-Ab12.js.br'), brotliCompressSync(script));
    api = await createTestApp({ WEB_ROOT: webRoot });
  });
  after(() => api.close());

  it('serves index.html at / to be revalidated on every visit', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Mall</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The page's own inline script runs, by its hash; no other inline script would.
    const hash = createHash('sha256').update(firstScript).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('serves hashed assets pre-compressed with a one-year immutable cache', async () => {
    const asset = await api.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.rawPayload.length).toBeLessThan(script.length);
  });

  it('loads the app for paths outside the hash, such as an OAuth redirect URI', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/pages/users/tiktok?code=abc&state=xyz' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Mall</title>');
  });

  it('leaves the API and unknown paths to their own handlers', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/health/live' })).json().code).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/api/nope' })).json()).toMatchObject({ code: 404 });
    expect((await api.app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
  });
});

describe('serving the built seller app on seller.* hosts and the staff console on staff.* hosts', () => {
  let api: TestApp;
  before(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'mall-web-'));
    for (const [folder, title] of [
      ['shop', 'Mall'],
      ['seller-profile', 'Mall seller'],
      ['staff-console', 'Mall staff'],
    ] as const) {
      mkdirSync(join(webRoot, folder, 'assets'), { recursive: true });
      writeFileSync(join(webRoot, folder, 'index.html'), `<!doctype html><title>${title}</title>`);
      writeFileSync(join(webRoot, folder, `assets/${folder}-Cd34.js`), `console.log('${folder}');`);
    }
    api = await createTestApp({ WEB_ROOT: webRoot });
  });
  after(() => api.close());

  const page = (host: string, url: string) => api.app.inject({ method: 'GET', url, headers: { host } });

  it('serves the seller app at / and its assets to seller.* hosts, with or without a port', async () => {
    for (const host of ['seller.localhost:8080', 'seller.mall.example']) {
      const index = await page(host, '/');
      expect(index.body).toContain('<title>Mall seller</title>');
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await page(host, '/assets/seller-profile-Cd34.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await page(host, '/assets/shop-Cd34.js')).statusCode).toBe(404);
      expect((await page(host, '/assets/staff-console-Cd34.js')).statusCode).toBe(404);
      expect((await page(host, '/pages/orders')).body).toContain('<title>Mall seller</title>');
    }
  });

  it('serves the staff console at / and its assets to staff.* hosts only', async () => {
    for (const host of ['staff.localhost:8080', 'staff.mall.example']) {
      const index = await page(host, '/');
      expect(index.body).toContain('<title>Mall staff</title>');
      expect(index.headers['cache-control']).toBe('no-cache');
      expect((await page(host, '/assets/staff-console-Cd34.js')).statusCode).toBe(200);
      expect((await page(host, '/assets/seller-profile-Cd34.js')).statusCode).toBe(404);
      expect((await page(host, '/assets/shop-Cd34.js')).statusCode).toBe(404);
    }
    for (const host of ['localhost:8080', 'seller.localhost:8080', 'staff.localhost:8080@evil.com'])
      expect((await page(host, '/assets/staff-console-Cd34.js')).statusCode).toBe(404);
  });

  it('serves the storefront to every other host, and the API to all', async () => {
    for (const host of ['localhost:8080', 'www.mall.example', 'mall.example']) {
      expect((await page(host, '/')).body).toContain('<title>Mall</title>');
      expect((await page(host, '/assets/shop-Cd34.js')).statusCode).toBe(200);
      expect((await page(host, '/assets/seller-profile-Cd34.js')).statusCode).toBe(404);
    }
    expect((await page('seller.localhost:8080', '/api/health/live')).json().code).toBe(200);
    expect((await page('staff.localhost:8080', '/api/health/live')).json().code).toBe(200);
    // Only a well-formed seller host gets the seller app: a Host with anything after its port is not one.
    for (const host of ['seller.localhost:8080@evil.com', 'seller.localhost:8080/x', 'seller.a..b'])
      expect((await page(host, '/')).body).toContain('<title>Mall</title>');
  });
});
