import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { timedAdapterCall } from '../../lib/adapter-calls';
import type { FeedUploader } from './uploader';

/** File names the feeds use: letters, digits, `-`, `_`, `.`; nothing that walks folders. */
export function checkFeedFileName(name: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name)) {
    throw new Error(`not a feed file name: ${JSON.stringify(name)}`);
  }
  return name;
}

/**
 * Feeds written to a folder on this machine (outside production): each file first under a
 * temporary name, renamed once complete, so a reader never sees half a file.
 */
export function localFeedUploader(folder: string): FeedUploader {
  const dir = path.resolve(folder);
  return {
    location: dir,
    async put(name, content) {
      const target = path.join(dir, checkFeedFileName(name));
      await timedAdapterCall({ provider: 'google-feeds-local', operation: 'put' }, async () => {
        await fs.promises.mkdir(dir, { recursive: true });
        const partial = `${target}.partial`;
        try {
          await pipeline(content, fs.createWriteStream(partial));
          await fs.promises.rename(partial, target);
        } catch (error) {
          await fs.promises.rm(partial, { force: true });
          throw error;
        }
      });
    },
    async read(name) {
      try {
        return await fs.promises.readFile(path.join(dir, checkFeedFileName(name)), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
