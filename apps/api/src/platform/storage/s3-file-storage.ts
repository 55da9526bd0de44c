import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMAGE_WIDTHS, isResizableImageUrl, type TImageWidth } from '@haoyue/contracts';
import sharp from 'sharp';
import type { S3Settings } from '../../config-s3';
import { isSafeRelativePath } from '../../lib/files';
import type { FileStorage } from './file-storage';
import { isVariantKey, makeImageCopy, variantKey } from './image-copies';

/** An object read from the bucket, its body still to be streamed. */
export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** What {@link S3FileStorage.makeVariant} found: the copy made and stored, or why there is none. */
export type MadeVariant = Buffer | 'missing' | 'not-a-picture';

const PUBLIC_PREFIX = '/uploads/';

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver): an upload's key is its URL
 * after `/uploads/` (with S3_KEY_PREFIX before it in the bucket), and a picture's copies at
 * every width of {@link IMAGE_WIDTHS} are stored beside it (`<key>.w384.webp`), made when it is
 * put, so every instance serves them without making them again.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly keyPrefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.keyPrefix = settings.keyPrefix;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // A store that does not answer fails the request rather than holding it (the SDK waits
      // forever by default); idle, not total, so a slow phone can still download a cover.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  /** The bucket's key of an upload key (`shops/1/cover-x.webp`). */
  objectKey(key: string): string {
    return `${this.keyPrefix}${key}`;
  }

  /** The upload key a public URL names; `null` for a URL not of an upload this store keeps. */
  keyOfUrl(url: string): string | null {
    const key = url.startsWith(PUBLIC_PREFIX) ? url.slice(PUBLIC_PREFIX.length) : '';
    return isSafeRelativePath(key) && !isVariantKey(key) ? key : null;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    if (!isSafeRelativePath(key) || isVariantKey(key)) throw new Error(`unsafe storage key ${key}`);
    const url = `${PUBLIC_PREFIX}${key}`;
    // The copies first: once the original is there, a page may ask for them.
    if (isResizableImageUrl(url)) await this.putVariants(key, body);
    await this.putObject(key, body, contentType);
    return url;
  }

  async remove(url: string): Promise<boolean> {
    const key = this.keyOfUrl(url);
    if (key === null) return false;
    const found = await this.client
      .send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
      .then(() => true)
      .catch((error: unknown) => (isNotFound(error) ? false : Promise.reject(error)));
    // The copies go even when the original is already gone: a run cut short may have left them.
    const keys = [key, ...IMAGE_WIDTHS.map((width) => variantKey(key, width))];
    const answer = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((k) => ({ Key: this.objectKey(k) })), Quiet: true },
      }),
    );
    if (answer.Errors?.length) {
      const first = answer.Errors[0]!;
      throw new Error(`S3 could not delete ${first.Key}: ${first.Code} ${first.Message}`);
    }
    return found;
  }

  /**
   * An object to stream (`key` an upload key or a copy's); `'not-modified'` when its ETag is
   * `ifNoneMatch`; `null` when there is none.
   */
  async read(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
        }),
      );
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType,
        contentLength: answer.ContentLength,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      if (statusOf(error) === 304) return 'not-modified';
      throw error;
    }
  }

  /**
   * Makes the copy of an upload at a width from its original and stores it beside it (for
   * uploads made before copies were stored, or a copy lost).
   */
  async makeVariant(key: string, width: TImageWidth): Promise<MadeVariant> {
    let original: Uint8Array;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      original = await answer.Body!.transformToByteArray();
    } catch (error) {
      if (isNotFound(error)) return 'missing';
      throw error;
    }
    const copy = await makeImageCopy(Buffer.from(original), width);
    if (!copy) return 'not-a-picture';
    await this.putObject(variantKey(key, width), copy, 'image/webp');
    return copy;
  }

  /** Closes the client's connections (the app's close). */
  destroy(): void {
    this.client.destroy();
  }

  /**
   * Stores the copies of a picture at every width; widths at or past the picture's own are the
   * same copy (never enlarged), made once.
   */
  private async putVariants(key: string, body: Buffer): Promise<void> {
    const meta = await sharp(body)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) return; // not a picture: served as it is
    const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    const made = new Map<number, Promise<Buffer | null>>();
    await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const effective = Math.min(width, uprightWidth);
        let copy = made.get(effective);
        if (!copy) {
          copy = makeImageCopy(body, width);
          made.set(effective, copy);
        }
        const bytes = await copy;
        if (bytes) await this.putObject(variantKey(key, width), bytes, 'image/webp');
      }),
    );
  }

  private async putObject(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * A missing key: GetObject answers NoSuchKey, HeadObject a bare 404 (NotFound). A missing bucket
 * (NoSuchBucket) is not one: it is thrown, a misconfiguration to see in the logs.
 */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound') &&
    statusOf(error) === 404
  );
}
