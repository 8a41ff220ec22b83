import sharp from 'sharp';
import { detectFileKind } from './file-kind';

const blank = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#c33' } });

describe('detectFileKind', () => {
  it.each([
    ['jpeg', () => blank().jpeg().toBuffer()],
    ['png', () => blank().png().toBuffer()],
    ['gif', () => blank().gif().toBuffer()],
    ['webp', () => blank().webp().toBuffer()],
  ] as const)('detects %s from real image bytes', async (kind, make) => {
    expect(detectFileKind(await make())).toBe(kind);
  });

  it('accepts both GIF signatures and a bare WebP RIFF header', () => {
    expect(detectFileKind(Buffer.from('GIF87a\x01\x00', 'latin1'))).toBe('gif');
    expect(detectFileKind(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('gif');
    expect(detectFileKind(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it.each([
    ['SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['SVG with an XML prolog', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['HTML (whatever its name)', '<!doctype html><html><script>alert(1)</script></html>'],
    ['plain text', 'hello, world'],
    ['a PDF', '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'],
    ['an ELF executable', '\x7fELF\x02\x01\x01\x00'],
    ['a Windows executable', 'MZ\x90\x00\x03\x00'],
    ['a RIFF that is not WebP', 'RIFF\x10\x00\x00\x00WAVEfmt '],
    ['a truncated PNG signature', '\x89PNG\r\n'],
    ['nothing', ''],
  ])('returns null for %s', (_label, content) => {
    expect(detectFileKind(Buffer.from(content, 'latin1'))).toBeNull();
  });

  it('accepts a plain Uint8Array', () => {
    expect(detectFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
  });
});
