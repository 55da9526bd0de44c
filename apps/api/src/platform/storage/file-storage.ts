import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files go. Local directory now; an S3-compatible store implements the same port. */
export interface FileStorage {
  /** Stores bytes under a key like `users/12/photo-abc.webp`; returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
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
}
