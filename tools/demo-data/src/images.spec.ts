import sharp from 'sharp';
import { demoImageSvg, imageLabel, renderDemoImage } from './images';

const isWebp = (buffer: Buffer) =>
  buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP';

describe('renderDemoImage', () => {
  it('renders a WebP of the requested size', async () => {
    const buffer = await renderDemoImage('product/audio/1', { width: 320, height: 240 });
    expect(Buffer.isBuffer(buffer)).toBe(true);
    expect(isWebp(buffer)).toBe(true);
    const metadata = await sharp(buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('renders each kind of key', async () => {
    for (const key of ['brand/voltix', 'shop/shop-01/banner', 'ad/top/1', 'news/3', 'category/phones']) {
      const buffer = await renderDemoImage(key, { width: 64, height: 48 });
      expect(isWebp(buffer)).toBe(true);
    }
  });

  it('derives colours from the key and is deterministic', () => {
    const size = { width: 100, height: 100 };
    expect(demoImageSvg('product/audio/1', size)).toBe(demoImageSvg('product/audio/1', size));
    expect(demoImageSvg('product/audio/1', size)).not.toBe(demoImageSvg('product/audio/2', size));
    expect(demoImageSvg('brand/x', { ...size, label: '<&>' })).toContain('&#60;&#38;&#62;');
  });

  it('labels an image with the initial of its subject', () => {
    expect(imageLabel('product/audio/1')).toBe('A');
    expect(imageLabel('brand/voltix')).toBe('V');
    expect(imageLabel('news/4')).toBe('N');
    expect(imageLabel('shop/shop-03/logo')).toBe('S');
  });

  it('rejects impossible sizes', async () => {
    await expect(renderDemoImage('news/1', { width: 0, height: 10 })).rejects.toThrow(RangeError);
    await expect(renderDemoImage('news/1', { width: 10.5, height: 10 })).rejects.toThrow(RangeError);
    await expect(renderDemoImage('news/1', { width: 10, height: 100_000 })).rejects.toThrow(RangeError);
  });
});
