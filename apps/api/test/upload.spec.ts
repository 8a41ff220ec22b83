import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { uploads } from '../src/db/schema';
import {
  isValidUploadSignature,
  publicUploadSignature,
  signedUploadPath,
  uploadSignature,
} from '../src/modules/upload/signed-url';
import { createTestApp, form, signUp, type TestApp } from './harness';

let api: TestApp;
let owner: string;
let stranger: string;

const registerUser = async (email: string) => (await signUp(api, email)).token;

before(async () => {
  api = await createTestApp();
  owner = await registerUser('owner@example.com');
  stranger = await registerUser('stranger@example.com');
});
after(() => api.close());

interface Part {
  name: string;
  value: string | Buffer;
  /** Present for file parts. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte (names, types, extra parts). */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----mall-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const filePart = (value: Buffer | string, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name: 'file',
  value,
  filename,
  contentType,
});

function upload(parts: Part[], token: string | null = owner) {
  const { payload, contentType } = multipart(parts);
  return api.call({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': contentType, ...(token ? { 'access-token': token } : {}) },
    payload,
  });
}

/** Fetches a URL the API handed out (absolute, on the request's host) through the test server. */
function fetchUrl(url: string) {
  const { pathname, search } = new URL(url);
  return api.app.inject({ method: 'GET', url: `${pathname}${search}` } satisfies InjectOptions);
}

const png = (width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

const uploadCount = async () => (await api.database.db.select({ id: uploads.id }).from(uploads)).length;

async function storedRow(id: number) {
  const [row] = await api.database.db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) throw new Error(`no upload ${id}`);
  return row;
}

/** Every file under the uploads folder, as paths relative to it. */
function storedFiles(dir = api.config.uploadsDir, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storedFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));
const KEY_SHAPE = /^(public|private)\/[0-9a-f]{2}\/[0-9a-f]{32}\.(png|jpg|webp)$/;

describe('uploadFile', () => {
  it('accepts a PNG, stores it under a random key, and serves it publicly with safe headers', async () => {
    const { body } = await upload([filePart(await png()), { name: 'purpose', value: 'avatar' }]);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ content_type: 'image/png', private: false });
    expect(body.data.url).toBe(
      `http://localhost:80/api/uploads/${body.data.id}?signature=${publicUploadSignature('test-signing-secret', body.data.id)}`,
    );
    const row = await storedRow(body.data.id);
    expect(row).toMatchObject({ purpose: 'avatar', isPrivate: false, contentType: 'image/png' });
    expect(row.storageKey).toMatch(KEY_SHAPE);
    expect(row.storageKey.startsWith('public/')).toBe(true);

    const response = await fetchUrl(body.data.url);
    expect(response.statusCode).toBe(200);
    expect(isPng(response.rawPayload)).toBe(true);
    expect(response.rawPayload.byteLength).toBe(body.data.size);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="file-${body.data.id}.png"`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('strips EXIF from a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a63' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner-name', ImageDescription: 'taken at home' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes('secret-owner-name')).toBe(true);

    const { body } = await upload([
      filePart(jpeg, 'holiday.jpg', 'image/jpeg'),
      { name: 'purpose', value: 'comment' },
    ]);
    expect(body.code).toBe(200);
    expect(body.data.content_type).toBe('image/jpeg');
    const response = await fetchUrl(body.data.url);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe(`inline; filename="file-${body.data.id}.jpg"`);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(response.rawPayload.includes('secret-owner-name')).toBe(false);
  });

  it('refuses an SVG with a script and HTML named .jpg, whatever their declared type', async () => {
    const before = await uploadCount();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const refusedSvg = await upload([
      filePart(svg, 'logo.svg', 'image/svg+xml'),
      { name: 'purpose', value: 'shop_logo' },
    ]);
    expect(refusedSvg.body).toMatchObject({
      code: 1000008,
      message: 'Only JPEG, PNG, GIF and WebP images are accepted',
    });
    const html = await upload([
      filePart('<html><script>alert(1)</script></html>', 'photo.jpg', 'image/jpeg'),
      { name: 'purpose', value: 'avatar' },
    ]);
    expect(html.body.code).toBe(1000008);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a file that starts like an image but is not one', async () => {
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html>not a png')]);
    const { body } = await upload([filePart(fake), { name: 'purpose', value: 'avatar' }]);
    expect(body).toMatchObject({ code: 1000008, message: 'The image could not be read' });
  });

  it('keeps a PNG with HTML appended but stores only the re-encoded image', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const { body } = await upload([filePart(polyglot), { name: 'purpose', value: 'chat' }]);
    expect(body.code).toBe(200);
    const row = await storedRow(body.data.id);
    const stored = readFileSync(join(api.config.uploadsDir, row.storageKey));
    expect(isPng(stored)).toBe(true);
    expect(stored.includes('<html')).toBe(false);
    expect(stored.includes('<script')).toBe(false);
  });

  it('refuses a file over 8 MiB with 1000008 and stores nothing', async () => {
    const before = await uploadCount();
    const filesBefore = storedFiles().length;
    const huge = Buffer.concat([await png(), randomBytes(8 * 1024 * 1024)]);
    const { status, body } = await upload([filePart(huge), { name: 'purpose', value: 'avatar' }]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1000008, message: 'File too large: at most 8 MiB', data: null });
    expect(await uploadCount()).toBe(before);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses two files in one request, and a file under another field name', async () => {
    const before = await uploadCount();
    const image = await png();
    const two = await upload([
      filePart(image, 'a.png'),
      filePart(image, 'b.png'),
      { name: 'purpose', value: 'avatar' },
    ]);
    expect(two.status).toBe(200);
    expect(two.body.code).toBe(1000008);
    const renamed = await upload([
      { ...filePart(image), name: 'image' },
      { name: 'purpose', value: 'avatar' },
    ]);
    expect(renamed.status).toBe(200);
    expect(renamed.body.code).toBe(1000008);
    expect(await uploadCount()).toBe(before);
  });

  it('answers 1000008, not a 5xx, for too many parts and a malformed body', async () => {
    const parts = Array.from({ length: 8 }, (_, index) => ({ name: `extra${index}`, value: 'x' }));
    const many = await upload([filePart(await png()), { name: 'purpose', value: 'avatar' }, ...parts]);
    expect(many.status).toBe(200);
    expect(many.body.code).toBe(1000008);
    const truncated = await api.call({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'access-token': owner },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(truncated.status).toBe(200);
    expect(truncated.body.code).toBe(1000008);
    const notMultipart = await api.call(form('/api/upload', { purpose: 'avatar' }, owner));
    expect(notMultipart.status).toBe(200);
    expect(notMultipart.body.code).toBe(1000008);
  });

  it('stores a path-traversal file name under a random key and never uses the name', async () => {
    const { body } = await upload([
      filePart(await png(), '../../etc/passwd.png'),
      { name: 'purpose', value: 'avatar' },
    ]);
    expect(body.code).toBe(200);
    const row = await storedRow(body.data.id);
    expect(row.storageKey).toMatch(KEY_SHAPE);
    expect(storedFiles().every((file) => KEY_SHAPE.test(file))).toBe(true);
    expect(storedFiles().some((file) => file.includes('passwd'))).toBe(false);
    expect(existsSync(resolve(api.config.uploadsDir, '../../etc/passwd.png'))).toBe(false);
    const response = await fetchUrl(body.data.url);
    expect(response.headers['content-disposition']).toBe(`inline; filename="file-${body.data.id}.png"`);
  });

  it('answers 1000009 without a purpose or a file, and 1000008 for an unknown purpose', async () => {
    const image = await png();
    expect((await upload([filePart(image)])).body.code).toBe(1000009);
    expect((await upload([{ name: 'purpose', value: 'avatar' }])).body.code).toBe(1000009);
    expect((await upload([filePart(image), { name: 'purpose', value: 'wallpaper' }])).body.code).toBe(
      1000008,
    );
  });

  it('asks a visitor to sign in (1100003)', async () => {
    const { body } = await upload([filePart(await png()), { name: 'purpose', value: 'avatar' }], null);
    expect(body.code).toBe(1100003);
  });
});

describe('upload visibility', () => {
  it('opens no file by its id alone, so nobody can walk the ids', async () => {
    for (const purpose of ['avatar', 'shop_logo', 'comment', 'chat', 'recharge_proof', 'id_document']) {
      const { body } = await upload([filePart(await png()), { name: 'purpose', value: purpose }]);
      expect(body.code).toBe(200);
      const bare = await api.app.inject({ method: 'GET', url: `/api/uploads/${body.data.id}` });
      expect({ purpose, code: bare.json().code }).toEqual({ purpose, code: 2000019 });
      expect({ purpose, status: (await fetchUrl(body.data.url)).statusCode }).toEqual({
        purpose,
        status: 200,
      });
    }
  });

  it('keeps customer-service chat pictures private: a link that expires, given only to the sender', async () => {
    const { body } = await upload([filePart(await png()), { name: 'purpose', value: 'chat' }]);
    expect(body.data.private).toBe(true);
    expect(body.data.url).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect((await storedRow(body.data.id)).storageKey.startsWith('private/')).toBe(true);
  });

  it("does not take a public file's lasting signature for another file", async () => {
    const { body } = await upload([filePart(await png()), { name: 'purpose', value: 'avatar' }]);
    const signature = new URL(body.data.url).searchParams.get('signature');
    const other = await api.app.inject({
      method: 'GET',
      url: `/api/uploads/${body.data.id - 1}?signature=${signature}`,
    });
    expect(other.json().code).toBe(2000019);
  });
});

describe('private uploads', () => {
  let id: number;
  let url: string;

  before(async () => {
    const { body } = await upload([
      filePart(await png(), 'receipt.png'),
      { name: 'purpose', value: 'recharge_proof' },
    ]);
    expect(body.code).toBe(200);
    expect(body.data.private).toBe(true);
    id = body.data.id;
    url = body.data.url;
  });

  it('stores the proof apart from public files', async () => {
    const row = await storedRow(id);
    expect(row).toMatchObject({ isPrivate: true, purpose: 'recharge_proof' });
    expect(row.storageKey.startsWith('private/')).toBe(true);
  });

  it("serves the owner's signed URL, privately cached, with safe headers", async () => {
    expect(url).toMatch(
      new RegExp(`^http://localhost:80/api/uploads/${id}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    const response = await fetchUrl(url);
    expect(response.statusCode).toBe(200);
    expect(isPng(response.rawPayload)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="file-${id}.png"`);
    expect(response.headers['cache-control']).toMatch(/^private, max-age=(3600|3599)$/);
  });

  it('lets the browser keep a private file only while its link is valid', async () => {
    const expires = Math.floor(Date.now() / 1000) + 60;
    const link = new URL(url);
    link.searchParams.set('expires', String(expires));
    link.searchParams.set('signature', uploadSignature(api.config.signingSecret, id, expires));
    const response = await fetchUrl(link.toString());
    expect(response.statusCode).toBe(200);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(55);
    expect(maxAge).toBeLessThanOrEqual(60);
  });

  it('answers 2000019 for a tampered signature, a changed or past expiry, and no signature', async () => {
    const link = new URL(url);
    const signature = link.searchParams.get('signature') ?? '';
    const expires = Number(link.searchParams.get('expires'));
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    const past = Math.floor(Date.now() / 1000) - 10;
    const attempts = [
      `/api/uploads/${id}?expires=${expires}&signature=${flipped}`,
      `/api/uploads/${id}?expires=${expires + 3600}&signature=${signature}`,
      // Correctly signed, but expired.
      `/api/uploads/${id}?expires=${past}&signature=${uploadSignature('test-signing-secret', id, past)}`,
      `/api/uploads/${id}?expires=${expires}&signature=${signature.slice(0, 32)}`,
      `/api/uploads/${id}?expires=${expires}`,
      `/api/uploads/${id}`,
    ];
    for (const attempt of attempts) {
      const response = await api.app.inject({ method: 'GET', url: attempt });
      expect({ attempt, status: response.statusCode, code: response.json().code }).toEqual({
        attempt,
        status: 200,
        code: 2000019,
      });
    }
  });

  it("does not accept one file's signature for another", async () => {
    const { body } = await upload(
      [filePart(await png(), 'id.png'), { name: 'purpose', value: 'id_document' }],
      stranger,
    );
    const other = new URL(body.data.url);
    const response = await api.app.inject({ method: 'GET', url: `/api/uploads/${id}${other.search}` });
    expect(response.json().code).toBe(2000019);
  });

  it('answers 2000019 alike for an id that does not exist', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/uploads/999999' });
    expect(response.json()).toEqual({ code: 2000019, message: 'No data found', data: null });
  });
});

describe('signed upload paths', () => {
  const config = { signingSecret: 'test-signing-secret' };
  const privateFile = { id: 7, isPrivate: true };

  it('gives public files a lasting signed path and private ones a link valid for an hour', () => {
    const now = Date.UTC(2030, 0, 1);
    const lasting = new URL(signedUploadPath(config, 7, false, now), 'https://shop.example');
    expect(lasting.pathname).toBe('/api/uploads/7');
    expect(lasting.searchParams.has('expires')).toBe(false);
    const publicFile = { id: 7, isPrivate: false };
    const publicSignature = lasting.searchParams.get('signature') ?? '';
    expect(isValidUploadSignature('test-signing-secret', publicFile, undefined, publicSignature, now)).toBe(
      true,
    );
    expect(isValidUploadSignature('test-signing-secret', privateFile, undefined, publicSignature, now)).toBe(
      false,
    );
    expect(isValidUploadSignature('another-secret', publicFile, undefined, publicSignature, now)).toBe(false);

    const link = new URL(signedUploadPath(config, 7, true, now), 'https://shop.example');
    const expires = Number(link.searchParams.get('expires'));
    const signature = link.searchParams.get('signature') ?? '';
    expect(expires).toBe(now / 1000 + 3600);
    expect(isValidUploadSignature('test-signing-secret', privateFile, expires, signature, now)).toBe(true);
    expect(
      isValidUploadSignature('test-signing-secret', privateFile, expires, signature, now + 3_600_000),
    ).toBe(false);
    expect(isValidUploadSignature('another-secret', privateFile, expires, signature, now)).toBe(false);
    expect(
      isValidUploadSignature('test-signing-secret', { id: 8, isPrivate: true }, expires, signature, now),
    ).toBe(false);
    expect(
      isValidUploadSignature('test-signing-secret', privateFile, expires, signature.toUpperCase(), now),
    ).toBe(true);
    expect(isValidUploadSignature('test-signing-secret', privateFile, expires, `${signature}00`, now)).toBe(
      false,
    );
    expect(isValidUploadSignature('test-signing-secret', privateFile, expires, 'zz'.repeat(32), now)).toBe(
      false,
    );
  });
});

describe('a failed upload leaves nothing behind', () => {
  it('removes the stored file when its row cannot be written', async () => {
    const before = storedFiles().length;
    // The table disappears under the server: the insert fails after the file is stored.
    await api.database.db.execute(sql`alter table uploads rename to uploads_away`);
    try {
      const result = await upload([filePart(await png()), { name: 'purpose', value: 'avatar' }]);
      expect(result.status).toBe(500);
      expect(result.body).toEqual({ code: 500, message: 'Internal server error', data: null });
      expect(storedFiles()).toHaveLength(before);
    } finally {
      await api.database.db.execute(sql`alter table uploads_away rename to uploads`);
    }
  });
});
