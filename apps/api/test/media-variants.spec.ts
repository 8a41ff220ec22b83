import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './harness';

let api: TestApp;

before(async () => {
  api = await createTestApp();
  const folder = join(api.config.mediaDir, 'catalog/product/kettle');
  mkdirSync(folder, { recursive: true });
  const picture = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .webp()
    .toBuffer();
  writeFileSync(join(folder, 'red.webp'), picture);
});
after(() => api.close());

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('sized media pictures', () => {
  it('scales a catalogue picture down to an allowed width in AVIF and WebP, cached on disk', async () => {
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ]) {
      const response = await get(`/media/_sized/320/catalog/product/kettle/red.webp.${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toContain('immutable');
      const { width, height, format: decoded } = await sharp(response.rawPayload).metadata();
      expect({ width, height }).toEqual({ width: 320, height: 320 });
      expect(decoded).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(
        existsSync(join(api.config.mediaDir, `.sized/320/catalog/product/kettle/red.webp.${format}`)),
      ).toBe(true);
    }
  });

  it('never scales up', async () => {
    const response = await get('/media/_sized/1200/catalog/product/kettle/red.webp.webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(600);
  });

  it('answers 404 for other widths, missing pictures, other formats and paths out of the media folder', async () => {
    for (const url of [
      '/media/_sized/321/catalog/product/kettle/red.webp.avif',
      '/media/_sized/320/catalog/product/kettle/blue.webp.avif',
      '/media/_sized/320/catalog/product/kettle/red.webp.gif',
      '/media/_sized/320/catalog/../../signing-secret.avif',
      '/media/_sized/320/.sized/320/catalog/product/kettle/red.webp.avif.avif',
    ])
      expect((await get(url)).statusCode).toBe(404);
  });

  it('leaves the originals where they were', async () => {
    expect((await get('/media/catalog/product/kettle/red.webp')).statusCode).toBe(200);
  });
});
