import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileVisibility = 'public' | 'private';

/** Where uploaded files live; local disk by default, an S3-compatible adapter in larger deployments. */
export interface FileStorage {
  put(data: Uint8Array, extension: string, visibility: FileVisibility): Promise<{ key: string }>;
  read(key: string): Promise<Buffer>;
  /** Deletes a stored file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  resolvePath(key: string): string;
}

export class InvalidStorageKey extends Error {
  override readonly name = 'InvalidStorageKey';
}

/** `<visibility>/<first 2 hex>/<32 hex><.ext>` — nothing else is ever a valid key. */
const KEY_PATTERN = /^(public|private)\/([0-9a-f]{2})\/\2[0-9a-f]{30}\.[a-z0-9]{1,10}$/;
const EXTENSION_PATTERN = /^\.?([a-z0-9]{1,10})$/;

export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

/** Stores files under `root` (the server passes `<data dir>/uploads`) with random, sharded names. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(data: Uint8Array, extension: string, visibility: FileVisibility): Promise<{ key: string }> {
    const ext = EXTENSION_PATTERN.exec(extension)?.[1];
    if (!ext) throw new InvalidStorageKey(`Invalid extension: ${JSON.stringify(extension)}`);
    if (visibility !== 'public' && visibility !== 'private') {
      throw new InvalidStorageKey(`Invalid visibility: ${JSON.stringify(visibility)}`);
    }
    const name = randomBytes(16).toString('hex');
    const key = `${visibility}/${name.slice(0, 2)}/${name}.${ext}`;
    const file = this.resolvePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx', mode: visibility === 'private' ? 0o600 : 0o644 });
    return { key };
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.resolvePath(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolvePath(key), { force: true });
  }

  resolvePath(key: string): string {
    if (!isStorageKey(key)) throw new InvalidStorageKey('Invalid storage key');
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKey('Invalid storage key');
    return file;
  }
}
