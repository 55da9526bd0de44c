import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeRelativePath, removeFileIfPresent } from '../../lib/files';
import { removeImageCopies } from './image-copies';

/**
 * Where uploaded files go: a local directory ({@link LocalFileStorage}) or an S3-compatible bucket
 * (`S3FileStorage`). Either way a file's public URL is `/uploads/<key>`, served by the app.
 */
export interface FileStorage {
  /** Stores bytes under a key like `users/12/photo-abc.webp`; returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /**
   * Removes the file a URL of {@link put} names, and the smaller copies of it the store keeps;
   * false when there is none (already removed, or not a URL of this store: nothing outside it
   * is touched).
   */
  remove(url: string): Promise<boolean>;
}

/**
 * Files in a local directory, served by the app at /uploads/; their smaller copies are made on
 * first request into the image cache folder (`IMAGE_CACHE_DIR`).
 */
export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly imageCacheDir: string,
  ) {}

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
    // The copies go even when the file is already gone: a run cut short may have left them.
    await removeImageCopies(this.imageCacheDir, '/uploads/', url);
    return removeFileIfPresent(path.join(this.root, key));
  }
}
