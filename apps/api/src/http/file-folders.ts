import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, REPO_ROOT } from '../config';
import type { FileStorage } from '../platform/storage/file-storage';
import { S3FileStorage } from '../platform/storage/s3-file-storage';
import { registerBucketFolder } from './bucket-folder';
import { registerImageFolder } from './image-variants';
import { fileDisposition } from './security-headers';

/**
 * The files the app serves itself: its checked-in demo images under `/static/` and the uploads
 * under `/uploads/` (from the folder, or from the bucket when `storage` is one), pictures also
 * at smaller widths (`?w=`).
 */
export async function registerFileFolders(
  app: FastifyInstance,
  config: Pick<Config, 'imageCacheDir' | 'uploadsDir'>,
  storage: FileStorage,
): Promise<void> {
  await registerImageFolder(app, {
    root: path.join(REPO_ROOT, 'apps/api/static'),
    prefix: '/static/',
    cacheDir: config.imageCacheDir,
    maxAge: '1d',
    setHeaders: fileDisposition(['.svg']), // our own checked-in demo images
  });
  if (storage instanceof S3FileStorage) {
    await registerBucketFolder(app, {
      storage,
      maxAge: '30d',
      immutable: true, // upload keys are random: a changed photo is a new URL
      setHeaders: fileDisposition(),
    });
    app.addHook('onClose', async () => storage.destroy());
    return;
  }
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await registerImageFolder(app, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    cacheDir: config.imageCacheDir,
    maxAge: '30d',
    immutable: true, // upload keys are random: a changed photo is a new URL
    setHeaders: fileDisposition(), // written by the image pipeline as WebP; anything else is saved
  });
}
