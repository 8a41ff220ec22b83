import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export type FileVisibility = 'public' | 'private';

/** What `put` is given besides the bytes; an object store may keep the type as the object's metadata. */
export interface StoredFileOptions {
  /** The file name's ending, with or without its dot (`png`, `.webp`). */
  extension: string;
  visibility: FileVisibility;
  contentType: string;
}

/** A stored file opened for reading: its bytes as a stream, and how many there are. */
export interface StoredFileBody {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live (README.md beside this file). Keys are opaque: `put` chooses them, the database
 * keeps them, and nothing outside the implementation turns one into a path or a URL. Who may read a file is
 * decided by the API (`signed-url.ts`) before `get` is called; the store serves no one directly. Size and type
 * limits are checked before `put` (`upload-policy.ts`). `LocalFileStorage` is the default; an object store (S3 and
 * its kin) implements the same three calls with an object put, get and delete under `newStorageKey`'s name.
 */
export interface FileStorage {
  /** Stores the bytes under a new random key; readers never see a partly written file. */
  put(data: Readable | Uint8Array, options: StoredFileOptions): Promise<{ key: string }>;
  /** Opens a stored file; `StoredFileMissing` when there is none under that key (or the key is not one). */
  get(key: string): Promise<StoredFileBody>;
  /** Deletes a stored file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
}

export class InvalidStorageKey extends Error {
  override readonly name = 'InvalidStorageKey';
}

/** `get` of a key that names no stored file: the caller answers "not found". */
export class StoredFileMissing extends Error {
  override readonly name = 'StoredFileMissing';
}

/** `<visibility>/<first 2 hex>/<32 hex><.ext>` — nothing else is ever a valid key. */
const KEY_PATTERN = /^(public|private)\/([0-9a-f]{2})\/\2[0-9a-f]{30}\.[a-z0-9]{1,10}$/;
const EXTENSION_PATTERN = /^\.?([a-z0-9]{1,10})$/;

export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

/** A new random key of the documented shape; every implementation names files this way. */
export function newStorageKey({
  extension,
  visibility,
}: Pick<StoredFileOptions, 'extension' | 'visibility'>) {
  const ext = EXTENSION_PATTERN.exec(extension)?.[1];
  if (!ext) throw new InvalidStorageKey(`Invalid extension: ${JSON.stringify(extension)}`);
  if (visibility !== 'public' && visibility !== 'private') {
    throw new InvalidStorageKey(`Invalid visibility: ${JSON.stringify(visibility)}`);
  }
  const name = randomBytes(16).toString('hex');
  return `${visibility}/${name.slice(0, 2)}/${name}.${ext}`;
}

const isMissing = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
};

/**
 * Stores files under `root` (the server passes `<data dir>/uploads`) with random, sharded names. Every process
 * of one machine may share the folder: a file is written to a temporary name beside its final one and renamed
 * into place, so another process reads either nothing or the whole file, never a part.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(data: Readable | Uint8Array, options: StoredFileOptions): Promise<{ key: string }> {
    const key = newStorageKey(options);
    // A source that fails while the folder is being made fails the put below, not the process.
    if (data instanceof Readable) data.on('error', () => undefined);
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // A temporary name never matches the key pattern, so no reader can ask for it.
    const partial = path.join(path.dirname(file), `.partial-${randomBytes(8).toString('hex')}`);
    const handle = await open(partial, 'wx', options.visibility === 'private' ? 0o600 : 0o644);
    try {
      if (data instanceof Readable) for await (const chunk of data) await handle.write(chunk as Uint8Array);
      else await handle.write(data);
      await handle.sync();
      await handle.close();
      await rename(partial, file);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    return { key };
  }

  async get(key: string): Promise<StoredFileBody> {
    if (!isStorageKey(key)) throw new StoredFileMissing('Invalid storage key');
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing('No stored file');
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream({ autoClose: true }), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The file of a key under the root; throws `InvalidStorageKey` for anything that is not a key. */
  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new InvalidStorageKey('Invalid storage key');
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKey('Invalid storage key');
    return file;
  }
}
