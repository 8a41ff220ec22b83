import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InvalidStorageKey, isStorageKey, LocalFileStorage } from './storage';

let root: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mall-uploads-'));
  storage = new LocalFileStorage(path.join(root, 'uploads'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalFileStorage', () => {
  it('round-trips a file', async () => {
    const data = Buffer.from('image bytes');
    const { key } = await storage.put(data, '.png', 'public');
    await expect(storage.read(key)).resolves.toEqual(data);
  });

  it('removes a file, and a second removal is not an error', async () => {
    const { key } = await storage.put(Buffer.from('gone'), '.png', 'private');
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toThrow();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow();
  });

  it('uses random, sharded names of the documented shape', async () => {
    const { key } = await storage.put(Buffer.from('a'), '.png', 'private');
    expect(key).toMatch(/^private\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.png$/);
    expect(storage.resolvePath(key)).toBe(path.join(root, 'uploads', ...key.split('/')));
  });

  it('accepts the extension with or without a dot', async () => {
    const { key } = await storage.put(Buffer.from('a'), 'webp', 'public');
    expect(key).toMatch(/\.webp$/);
  });

  it('never derives names from the content and never reuses them', async () => {
    const data = Buffer.from('same content');
    const keys = new Set<string>();
    for (let i = 0; i < 20; i++) keys.add((await storage.put(data, '.jpg', 'public')).key);
    expect(keys.size).toBe(20);
  });

  it('keeps private and public files in separate folders', async () => {
    const pub = await storage.put(Buffer.from('p'), '.png', 'public');
    const priv = await storage.put(Buffer.from('s'), '.png', 'private');
    expect(storage.resolvePath(pub.key).startsWith(path.join(root, 'uploads', 'public') + path.sep)).toBe(
      true,
    );
    expect(storage.resolvePath(priv.key).startsWith(path.join(root, 'uploads', 'private') + path.sep)).toBe(
      true,
    );
    expect((await readdir(path.join(root, 'uploads'))).sort()).toEqual(['private', 'public']);
    expect((await stat(storage.resolvePath(priv.key))).mode & 0o077).toBe(0);
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
    expect(() => storage.resolvePath(key)).toThrow(InvalidStorageKey);
    await expect(storage.read(key)).rejects.toThrow(InvalidStorageKey);
  });

  it.each(['../png', '.p/g', 'png\0', 'PNG', ''])('rejects the extension %j', async (extension) => {
    await expect(storage.put(Buffer.from('a'), extension, 'public')).rejects.toThrow(InvalidStorageKey);
  });

  it('rejects an unknown visibility', async () => {
    await expect(storage.put(Buffer.from('a'), '.png', 'shared' as 'public')).rejects.toThrow(
      InvalidStorageKey,
    );
  });
});
