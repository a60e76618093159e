import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** Uploaded files (complaint evidence, signed documents). Disk locally; object storage later. */
export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a file already gone is not an error. */
  delete(key: string): Promise<void>;
}

// Keys are made by the server, never taken from a client; the pattern keeps them inside the root.
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,8}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

export class DiskFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  async put(key: string, file: StoredFile): Promise<void> {
    assertStorageKey(key);
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
    await writeFile(`${target}.type`, file.contentType);
  }

  async get(key: string): Promise<StoredFile | null> {
    assertStorageKey(key);
    const target = path.join(this.root, key);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(target),
        readFile(`${target}.type`, 'utf8'),
      ]);
      return { bytes, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const target = path.join(this.root, key);
    await Promise.all([rm(target, { force: true }), rm(`${target}.type`, { force: true })]);
  }
}
