import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, serverLogger } from '../src/app';
import { decodeCursor } from '@mall/server-catalogue';
import { createTestApp, form, sampleAddress, signUp, testConfig, type TestApp } from './harness';

let api: TestApp;
let token: string;
before(async () => {
  api = await createTestApp();
  token = (await signUp(api, 'hardening@example.com')).token;
});
after(() => api.close());

const INVALID_PARAMETERS = 1000008;
const address = sampleAddress;
const addressCount = async () => {
  const result = await api.database.db.execute(sql`select count(*)::int as n from addresses`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

/** The raw HTTP answer of a listening app to bytes a browser would never send. */
function rawRequest(app: FastifyInstance, text: string): Promise<{ status: number; body: unknown }> {
  const { port } = app.server.address() as net.AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

describe('control characters', () => {
  it('refuses them in every text field with 1000008 and stores nothing', async () => {
    const before = await addressCount();
    for (const [field, value] of [
      ['street', '1 Market\u0000 Street'],
      ['name', 'Ada\u0007'],
      ['city', 'San\u001bFrancisco'],
      ['state', 'Cali\u007ffornia'],
    ] as const) {
      const { status, body } = await api.call(
        form('/api/checkout/onepage/addressadd', { ...address, [field]: value }, token),
      );
      expect({ field, status, code: body.code }).toEqual({ field, status: 200, code: INVALID_PARAMETERS });
    }
    expect(await addressCount()).toBe(before);
    const search = await api.call({ method: 'GET', url: `/api/search/${encodeURIComponent('tea\u0000')}` });
    expect(search.body.code).toBe(INVALID_PARAMETERS);
  });

  it('still takes ordinary text, line breaks and every script', async () => {
    const { body } = await api.call(
      form(
        '/api/checkout/onepage/addressadd',
        { ...address, street: '1 Market Street\nSuite 2', city: '東京' },
        token,
      ),
    );
    expect(body.code).toBe(200);
  });
});

describe('list cursors', () => {
  const cursor = (text: string) => Buffer.from(text).toString('base64url');
  const list = (value: string) =>
    api.call({ method: 'GET', url: `/api/customer/product/get_all_products?cursor=${value}` });

  it('answers 1000008, never a fault, for any cursor this server did not issue', async () => {
    for (const crafted of [
      cursor('2020|1'),
      cursor('0|0'),
      cursor('99999-01-01 00:00:00+00|5'),
      cursor('0000-01-01 00:00:00+00|5'),
      cursor('2026-02-31 00:00:00+00|5'),
      cursor('2026-01-01 25:00:00+00|5'),
      cursor(`2026-01-01 00:00:00+00|${2 ** 31}`),
      cursor('2026-01-01 00:00:00+00|12345678901234567890'),
      cursor('2026-01-01 00:00:00+00|-4'),
      cursor('2026-01-01 00:00:00+00|4|4'),
      cursor('2026-01-01 00:00:00+00|1e3'),
      'not base64!',
      '',
    ]) {
      const { status, body } = await list(crafted);
      expect({ crafted, status, code: body.code }).toEqual({
        crafted,
        status: 200,
        code: crafted === '' ? 200 : INVALID_PARAMETERS,
      });
    }
  });

  it('reads back the cursors it issues', () => {
    const issued = cursor('2026-03-01 12:00:00.123+00|42');
    expect(decodeCursor(issued)).toEqual({ createdAt: '2026-03-01 12:00:00.123+00', id: 42 });
  });
});

describe('answers outside the contract are still the envelope', () => {
  let app: FastifyInstance;
  before(async () => {
    // With a storefront build present, as in production: long paths must not reach the file system.
    const webRoot = mkdtempSync(join(tmpdir(), 'mall-web-'));
    await import('node:fs').then((fs) => fs.mkdirSync(join(webRoot, 'shop')));
    writeFileSync(join(webRoot, 'shop', 'index.html'), '<!doctype html><title>Mall</title>');
    app = await buildApp({ database: api.database, config: testConfig({ WEB_ROOT: webRoot }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const get = (target: string, headers = '') =>
    rawRequest(app, `GET ${target} HTTP/1.1\r\nHost: shop.example\r\n${headers}Connection: close\r\n\r\n`);

  it('headers too large: 431', async () => {
    expect(await get('/api/customer/index/get_languages', `X-Big: ${'a'.repeat(20_000)}\r\n`)).toEqual({
      status: 431,
      body: { code: 431, message: 'Request Header Fields Too Large', data: null },
    });
  });

  it('bad percent-encoding and an over-long keyword: invalid parameters, naming the field when there is one', async () => {
    expect(await get('/api/search/%E0%A4%A')).toEqual({
      status: 200,
      body: { code: INVALID_PARAMETERS, message: 'Invalid parameters', data: null },
    });
    for (const target of [`/api/search/${'a'.repeat(101)}`, `/api/search/${'a'.repeat(1500)}`])
      expect(await get(target)).toEqual({
        status: 200,
        body: { code: INVALID_PARAMETERS, message: 'Invalid parameters: keyword', data: null },
      });
  });

  it('a 5,000-character path: 414, on the API and on the storefront', async () => {
    for (const target of [`/api/${'a'.repeat(5000)}`, `/${'a'.repeat(5000)}`])
      expect(await get(target)).toEqual({
        status: 414,
        body: { code: 414, message: 'URI Too Long', data: null },
      });
  });

  it('a body longer than its content-length: 400', async () => {
    const answer = await rawRequest(
      app,
      'POST /api/customer/login/account HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 5\r\nConnection: keep-alive\r\n\r\nemail=a@b.c&password=x',
    );
    expect(answer.body).toMatchObject({ data: null });
    expect([200, 400]).toContain(answer.status);
  });
});

describe('a POST with no body and no content type', () => {
  it('is a request with no fields, not invalid parameters', async () => {
    for (const url of ['/api/customer/index/get-all-brand', '/api/citys']) {
      const { body } = await api.call({ method: 'POST', url });
      expect({ url, code: body.code }).toEqual({ url, code: 200 });
    }
  });
});

describe('signed-in answers', () => {
  it('are never stored by a cache; public ones may be', async () => {
    const signedIn = await api.app.inject({
      method: 'GET',
      url: '/api/customer/info/get_userinfo',
      headers: { 'access-token': token },
    });
    expect(signedIn.json().code).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const failed = await api.app.inject(form('/api/checkout/onepage/remove_address', { id: 999999 }, token));
    expect(failed.headers['cache-control']).toBe('no-store');
    const visitor = await api.app.inject({ method: 'GET', url: '/api/customer/index/get_languages' });
    expect(visitor.headers['cache-control']).toBeUndefined();
  });
});

describe('logs', () => {
  it('hold neither request bodies nor query strings nor the SQL parameters of a failed statement', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      database: api.database,
      config: testConfig(),
      logger: { ...serverLogger('info'), stream },
    });
    try {
      await api.database.db.execute(
        sql`alter table addresses add constraint fail_on_insert check (street <> 'secret lane 7')`,
      );
      const failed = await app.inject(
        form(
          '/api/checkout/onepage/addressadd',
          { ...address, street: 'secret lane 7', email: 'private@person.example' },
          token,
        ),
      );
      expect(failed.statusCode).toBe(500);
      await app.inject({ method: 'GET', url: '/api/uploads/1?expires=1&signature=abcdef' });
    } finally {
      await api.database.db.execute(sql`alter table addresses drop constraint fail_on_insert`);
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('/api/checkout/onepage/addressadd');
    for (const secret of ['secret lane 7', 'private@person.example', '555-0100', 'signature=abcdef', token])
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
  });
});
