import sharp from 'sharp';
import { reencodeImage } from './image-processing';
import {
  acceptUpload,
  isPrivatePurpose,
  MAX_FILES_PER_REQUEST,
  MAX_UPLOAD_BYTES,
  UploadRejected,
} from './upload-policy';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

async function rejectionOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejected);
  return (error as UploadRejected).reason;
}

jest.mock('./image-processing', () => {
  const actual = jest.requireActual<typeof import('./image-processing')>('./image-processing');
  return { ...actual, reencodeImage: jest.fn(actual.reencodeImage) };
});
const decode = jest.mocked(reencodeImage);

beforeEach(() => decode.mockClear());

describe('upload policy', () => {
  it('has the documented limits', () => {
    expect(MAX_UPLOAD_BYTES).toBe(8 * 1024 * 1024);
    expect(MAX_FILES_PER_REQUEST).toBe(1);
  });

  it.each([
    ['recharge_proof', true],
    ['id_document', true],
    ['avatar', false],
    ['shop_logo', false],
    ['product_image', false],
    ['chat', true],
    ['comment', false],
  ])('isPrivatePurpose(%s) is %s', (purpose, expected) => {
    expect(isPrivatePurpose(purpose)).toBe(expected);
  });

  it('accepts an image and marks private purposes', async () => {
    const input = await png();
    await expect(acceptUpload(input, 'avatar')).resolves.toMatchObject({
      contentType: 'image/png',
      extension: '.png',
      width: 64,
      height: 48,
      private: false,
    });
    await expect(acceptUpload(input, 'id_document')).resolves.toMatchObject({ private: true });
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('rejects a file over MAX_UPLOAD_BYTES before decoding it', async () => {
    const oversized = Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await expect(rejectionOf(acceptUpload(oversized, 'avatar'))).resolves.toBe('too-large');
    expect(decode).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly MAX_UPLOAD_BYTES (size check only)', async () => {
    const input = await png();
    const padded = Buffer.concat([input, Buffer.alloc(MAX_UPLOAD_BYTES - input.length)]);
    await expect(acceptUpload(padded, 'avatar')).resolves.toMatchObject({ width: 64 });
  });

  it.each([
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    ],
    ['HTML uploaded as photo.jpg', '<html><body><script>alert(1)</script></body></html>'],
    ['plain text', 'just some text'],
    ['a PDF', '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj'],
  ])('rejects %s as unsupported without decoding it', async (_label, content) => {
    await expect(rejectionOf(acceptUpload(Buffer.from(content), 'avatar'))).resolves.toBe('unsupported-type');
    expect(decode).not.toHaveBeenCalled();
  });

  it('strips appended HTML from an accepted PNG', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const out = await acceptUpload(polyglot, 'chat');
    expect(out.data.includes('<html')).toBe(false);
  });

  it('rejects a corrupt image', async () => {
    const input = await png();
    await expect(rejectionOf(acceptUpload(input.subarray(0, 40), 'comment'))).resolves.toBe('corrupt');
  });
});
