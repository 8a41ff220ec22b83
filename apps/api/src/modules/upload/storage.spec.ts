import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  InvalidStorageKey,
  isStorageKey,
  LocalFileStorage,
  type StoredFileOptions,
  StoredFileMissing,
} from './storage';

let root: string;
let storage: LocalFileStorage;

const png = (visibility: StoredFileOptions['visibility'] = 'public', extension = '.png') => ({
  extension,
  visibility,
  contentType: 'image/png',
});

const read = async (key: string, from = storage) => buffer((await from.get(key)).body);

/** Every file under the uploads folder, as paths relative to it. */
async function filesUnder(folder = path.join(root, 'uploads')): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mall-uploads-'));
  storage = new LocalFileStorage(path.join(root, 'uploads'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalFileStorage', () => {
  it('round-trips a file given as bytes or as a stream, and tells its size', async () => {
    const data = Buffer.from('image bytes');
    const { key } = await storage.put(data, png());
    await expect(read(key)).resolves.toEqual(data);
    const opened = await storage.get(key);
    expect(opened.size).toBe(data.byteLength);
    opened.body.destroy();
    const streamed = await storage.put(Readable.from([Buffer.from('image '), Buffer.from('bytes')]), png());
    await expect(read(streamed.key)).resolves.toEqual(data);
  });

  it('shows a file to another process on the same folder only once it is whole', async () => {
    const other = new LocalFileStorage(path.join(root, 'uploads'));
    const source = new PassThrough();
    const putting = storage.put(source, png('private'));
    source.write(Buffer.from('first half, '));
    await new Promise((wait) => setTimeout(wait, 50));
    // Only the temporary file exists, under a name that is never a key.
    const during = await filesUnder();
    expect(during).toHaveLength(1);
    expect(during.some((file) => isStorageKey(file.split(path.sep).join('/')))).toBe(false);
    source.end(Buffer.from('second half'));
    const { key } = await putting;
    expect(await filesUnder()).toEqual([path.join(...key.split('/'))]);
    await expect(read(key, other)).resolves.toEqual(Buffer.from('first half, second half'));
  });

  it('leaves nothing behind when the bytes fail to arrive', async () => {
    const source = new PassThrough();
    const putting = storage.put(source, png());
    source.write(Buffer.from('some'));
    source.destroy(new Error('client went away'));
    await expect(putting).rejects.toThrow('client went away');
    expect(await filesUnder()).toEqual([]);
  });

  it('answers StoredFileMissing for a key with no file', async () => {
    await expect(storage.get('public/ab/ab000000000000000000000000000000.png')).rejects.toThrow(
      StoredFileMissing,
    );
  });

  it('removes a file, and a second removal is not an error', async () => {
    const { key } = await storage.put(Buffer.from('gone'), png('private'));
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toThrow(StoredFileMissing);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow();
  });

  it('uses random, sharded names of the documented shape', async () => {
    const { key } = await storage.put(Buffer.from('a'), png('private'));
    expect(key).toMatch(/^private\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.png$/);
    expect(await filesUnder()).toEqual([path.join(...key.split('/'))]);
  });

  it('accepts the extension with or without a dot', async () => {
    const { key } = await storage.put(Buffer.from('a'), png('public', 'webp'));
    expect(key).toMatch(/\.webp$/);
  });

  it('never derives names from the content and never reuses them', async () => {
    const data = Buffer.from('same content');
    const keys = new Set<string>();
    for (let i = 0; i < 20; i++) keys.add((await storage.put(data, png('public', '.jpg'))).key);
    expect(keys.size).toBe(20);
  });

  it('keeps private and public files in separate folders', async () => {
    const pub = await storage.put(Buffer.from('p'), png('public'));
    const priv = await storage.put(Buffer.from('s'), png('private'));
    expect(pub.key.startsWith('public/')).toBe(true);
    expect(priv.key.startsWith('private/')).toBe(true);
    expect((await readdir(path.join(root, 'uploads'))).sort()).toEqual(['private', 'public']);
    expect((await stat(path.join(root, 'uploads', ...priv.key.split('/')))).mode & 0o077).toBe(0);
    expect((await stat(path.join(root, 'uploads', ...pub.key.split('/')))).mode & 0o777).toBe(0o644);
  });

  it.each([
    '../../etc/passwd',
    'public/../../etc/passwd',
    'public/ab/../../../etc/passwd',
    '/etc/passwd',
    'public\\ab\\ab000000000000000000000000000000.png',
    'public/ab/ab000000000000000000000000000000.png\0.txt',
    'public/ab/cd000000000000000000000000000000.png',
    'public/ab/ab000000000000000000000000000000',
    'public/ab/ab000000000000000000000000000000.png/',
    'public/ab/AB000000000000000000000000000000.png',
    'public/ab/ab00000000000000000000000000000.png',
    'secret/ab/ab000000000000000000000000000000.png',
    'public//ab000000000000000000000000000000.png',
    './public/ab/ab000000000000000000000000000000.png',
    '',
  ])('rejects the key %j', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow(StoredFileMissing);
    await expect(storage.remove(key)).rejects.toThrow(InvalidStorageKey);
  });

  it.each(['../png', '.p/g', 'png\0', 'PNG', ''])('rejects the extension %j', async (extension) => {
    await expect(storage.put(Buffer.from('a'), png('public', extension))).rejects.toThrow(InvalidStorageKey);
  });

  it('rejects an unknown visibility', async () => {
    await expect(storage.put(Buffer.from('a'), png('shared' as 'public'))).rejects.toThrow(InvalidStorageKey);
  });
});
