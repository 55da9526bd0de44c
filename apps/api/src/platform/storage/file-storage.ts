import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeRelativePath, removeFileIfPresent } from '../../lib/files';

/** Where uploaded files go. Local directory now; an S3-compatible store implements the same port. */
export interface FileStorage {
  /** Stores bytes under a key like `users/12/photo-abc.webp`; returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /**
   * Removes the file a URL of {@link put} names; false when there is none (already removed, or
   * not a URL of this store: nothing outside it is touched).
   */
  remove(url: string): Promise<boolean>;
}

/** Files in a local directory, served by the app at /uploads/. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    if (key.includes('..') || path.isAbsolute(key)) throw new Error(`unsafe storage key ${key}`);
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
    return `/uploads/${key}`;
  }

  async remove(url: string): Promise<boolean> {
    const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
    if (!isSafeRelativePath(key)) return false;
    return removeFileIfPresent(path.join(this.root, key));
  }
}
