import type { Config } from '../../config';
import { type FileStorage, LocalFileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The uploads' store: the bucket when S3_BUCKET is set, else the local folder. */
export function createFileStorage(
  config: Pick<Config, 's3' | 'uploadsDir' | 'imageCacheDir'>,
): FileStorage {
  return config.s3
    ? new S3FileStorage(config.s3)
    : new LocalFileStorage(config.uploadsDir, config.imageCacheDir);
}
