import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { reencodeImage, UploadRejected } from './image-processing';
import type { UploadRejectionReason } from './image-processing';

const create = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } });

/** A PNG whose header claims `width`×`height` (patched IHDR with a valid CRC) but whose file stays tiny. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await create(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

async function rejectionOf(promise: Promise<unknown>): Promise<UploadRejectionReason> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejected);
  return (error as UploadRejected).reason;
}

describe('reencodeImage', () => {
  it('re-encodes a JPEG as a JPEG', async () => {
    const out = await reencodeImage(await create(64, 48).jpeg().toBuffer(), 'jpeg');
    expect(out).toMatchObject({ contentType: 'image/jpeg', extension: '.jpg', width: 64, height: 48 });
    expect((await sharp(out.data).metadata()).format).toBe('jpeg');
  });

  it('re-encodes PNG as PNG, WebP as WebP, and a GIF as a PNG', async () => {
    const png = await reencodeImage(await create(64, 48).png().toBuffer(), 'png');
    const webp = await reencodeImage(await create(64, 48).webp().toBuffer(), 'webp');
    const gif = await reencodeImage(await create(64, 48).gif().toBuffer(), 'gif');
    expect(png).toMatchObject({ contentType: 'image/png', extension: '.png' });
    expect(webp).toMatchObject({ contentType: 'image/webp', extension: '.webp' });
    expect(gif).toMatchObject({ contentType: 'image/png', extension: '.png', width: 64, height: 48 });
    expect((await sharp(gif.data).metadata()).format).toBe('png');
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#c33', '#3c3', '#33c'].map(frame));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(3);
    const out = await reencodeImage(animated, 'gif');
    expect(out).toMatchObject({ contentType: 'image/png', width: 16, height: 16 });
    const { data } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xcc, 0x33, 0x33]);
  });

  it('drops bytes appended after the image', async () => {
    const png = await create(64, 48).png().toBuffer();
    const polyglot = Buffer.concat([
      png,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const out = await reencodeImage(polyglot, 'png');
    expect(out.data.includes('<html')).toBe(false);
    expect(out.data.includes('<script')).toBe(false);
  });

  it('strips EXIF metadata', async () => {
    const jpeg = await create(64, 48)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret' } })
      .toBuffer();
    expect(jpeg.includes('secret')).toBe(true);
    const out = await reencodeImage(jpeg, 'jpeg');
    expect(out.data.includes('secret')).toBe(false);
    expect((await sharp(out.data).metadata()).exif).toBeUndefined();
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const rotated = await create(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await reencodeImage(rotated, 'jpeg');
    expect(out).toMatchObject({ width: 48, height: 64 });
    expect((await sharp(out.data).metadata()).orientation).toBeUndefined();
  });

  it('scales the longest side down to the limit and never enlarges', async () => {
    const big = await reencodeImage(await create(3000, 1000).png().toBuffer(), 'png');
    expect(big).toMatchObject({ width: 2048, height: 683 });
    const small = await reencodeImage(await create(10, 5).png().toBuffer(), 'png', {
      maxInputPixels: 1_000_000,
      maxDimension: 100,
    });
    expect(small).toMatchObject({ width: 10, height: 5 });
  });

  it('rejects a 10000×10000 image from its header, quickly', async () => {
    const huge = await pngClaiming(10_000, 10_000);
    expect(huge.length).toBeLessThan(200);
    const started = Date.now();
    await expect(rejectionOf(reencodeImage(huge, 'png'))).resolves.toBe('too-many-pixels');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('rejects a truncated PNG as corrupt', async () => {
    const png = await create(64, 48).png({ compressionLevel: 0 }).toBuffer();
    await expect(rejectionOf(reencodeImage(png.subarray(0, png.length / 2), 'png'))).resolves.toBe('corrupt');
  });

  it('rejects a PNG with damaged image data as corrupt', async () => {
    const png = Buffer.from(await create(64, 48).png({ compressionLevel: 0 }).toBuffer());
    png.fill(0xaa, 60, png.length - 20);
    await expect(rejectionOf(reencodeImage(png, 'png'))).resolves.toBe('corrupt');
  });

  it('rejects a signature followed by garbage as corrupt', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html>not a jpeg</html>'),
    ]);
    await expect(rejectionOf(reencodeImage(fake, 'jpeg'))).resolves.toBe('corrupt');
  });

  it('rejects content whose real format differs from the given kind', async () => {
    const png = await create(8, 8).png().toBuffer();
    await expect(rejectionOf(reencodeImage(png, 'jpeg'))).resolves.toBe('unsupported-type');
  });
});
