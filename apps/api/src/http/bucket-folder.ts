import { Readable } from 'node:stream';
import { isResizableImageUrl, type TImageWidth } from '@haoyue/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SetHeadersResponse } from '@fastify/static';
import { isSafeRelativePath } from '../lib/files';
import { isVariantKey, variantKey } from '../platform/storage/image-copies';
import type { MadeVariant, S3FileStorage, StoredObject } from '../platform/storage/s3-file-storage';
import { cacheControlOf, requestedWidth } from './image-variants';

/** Options of {@link registerBucketFolder}. */
export interface BucketFolderOptions {
  storage: S3FileStorage;
  /** `Cache-Control` of the files and their copies, in days (`'30d'`). */
  maxAge: string;
  immutable: boolean;
  /** Content disposition of a file served, given its name. */
  setHeaders: (res: Pick<SetHeadersResponse, 'setHeader'>, filePath: string) => void;
}

/**
 * Serves `/uploads/*` from the bucket as the local folder serves it from the disk (same URLs,
 * headers and `?w=` widths), streaming each object through the app: the bucket stays private
 * and every instance answers every upload. A picture's copy is read from beside it; one missing
 * (an upload from before copies were stored) is made from the original, stored, and answered,
 * once however many ask at the same time on this instance.
 */
export async function registerBucketFolder(
  app: FastifyInstance,
  { storage, maxAge, immutable, setHeaders }: BucketFolderOptions,
): Promise<void> {
  const cacheControl = cacheControlOf(maxAge, immutable);
  const making = new Map<string, Promise<MadeVariant>>();

  function makeOnce(key: string, width: TImageWidth): Promise<MadeVariant> {
    const copy = variantKey(key, width);
    let made = making.get(copy);
    if (!made) {
      made = storage.makeVariant(key, width).finally(() => making.delete(copy));
      making.set(copy, made);
    }
    return made;
  }

  function headersOf(reply: FastifyReply, name: string): FastifyReply {
    setHeaders({ setHeader: (header, value) => reply.header(header, value) }, name);
    return reply.header('cache-control', cacheControl);
  }

  function send(reply: FastifyReply, name: string, found: StoredObject | 'not-modified') {
    if (found === 'not-modified') return headersOf(reply, name).code(304).send();
    headersOf(reply, name).type(found.contentType ?? 'application/octet-stream');
    if (found.etag) reply.header('etag', found.etag);
    if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
    if (found.contentLength !== undefined) reply.header('content-length', found.contentLength);
    if (reply.request.method === 'HEAD') {
      // Fastify would read the whole object to throw it away: the object is left unread, and an
      // empty stream keeps the object's content-length (an empty buffer would set it to 0).
      found.body.destroy();
      return reply.send(Readable.from([]));
    }
    return reply.send(found.body);
  }

  app.get('/uploads/*', async (req: FastifyRequest, reply: FastifyReply) => {
    const width = requestedWidth(req); // a bad width is a 400 before anything else
    const key = (req.params as { '*'?: string })['*'] ?? '';
    // Never asked of the bucket: a path out of the folder, or a copy by its own name.
    if (!isSafeRelativePath(key) || isVariantKey(key)) return reply.callNotFound();
    const ifNoneMatch = req.headers['if-none-match'];
    if (width !== undefined && isResizableImageUrl(`/uploads/${key}`)) {
      const copy = variantKey(key, width);
      const kept = await storage.read(copy, ifNoneMatch);
      if (kept) return send(reply, copy, kept);
      const made = await makeOnce(key, width);
      if (made === 'missing') return reply.callNotFound();
      if (made !== 'not-a-picture') {
        return headersOf(reply, copy).type('image/webp').send(made);
      }
      // Not readable as a picture: the file as it is, as the local folder answers.
    }
    const found = await storage.read(key, ifNoneMatch);
    if (!found) return reply.callNotFound();
    return send(reply, key, found);
  });
}
