import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { IMAGE_WIDTHS, isResizableImageUrl, type TImageWidth } from '@haoyue/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalid } from '../lib/errors';
import { isSafeRelativePath } from '../lib/files';
import { copyPath, makeImageCopy } from '../platform/storage/image-copies';

/** Options of {@link registerImageFolder}. */
export interface ImageFolderOptions {
  /** URL prefix, `/uploads/` or `/static/`. */
  prefix: `/${string}/`;
  /** The folder served under it. */
  root: string;
  /** Where the resized copies are kept: `<cacheDir>/<prefix>/<width>/<path>.webp`. */
  cacheDir: string;
  /** `Cache-Control` of the folder's files and of their copies. */
  maxAge: string;
  immutable?: boolean;
  /** Extra headers of a file served (content disposition), given the file's path. */
  setHeaders: (res: Pick<SetHeadersResponse, 'setHeader'>, filePath: string) => void;
}

/** Seconds in @fastify/static's `maxAge` forms we use: `'1d'`, `'30d'`. */
function maxAgeSeconds(maxAge: string): number {
  const days = /^(\d+)d$/.exec(maxAge);
  if (!days) throw new Error(`maxAge ${maxAge}: write it in days, e.g. '30d'`);
  return Number(days[1]) * 86_400;
}

const WIDTHS = new Set<number>(IMAGE_WIDTHS);

/**
 * The width a picture is asked for at (`?w=`), `undefined` without one; a width outside
 * {@link IMAGE_WIDTHS} is a 400.
 */
export function requestedWidth(req: FastifyRequest): TImageWidth | undefined {
  const { w } = req.query as { w?: unknown };
  if (w === undefined) return undefined;
  const width = typeof w === 'string' && /^\d{1,4}$/.test(w) ? Number(w) : NaN;
  if (!WIDTHS.has(width)) {
    throw invalid('w', `圖片寬度只能是 ${IMAGE_WIDTHS.join('、')} 其中之一`);
  }
  return width as TImageWidth;
}

/** `Cache-Control` of a folder's files: `public, max-age=…` from `'30d'`, plus `immutable`. */
export function cacheControlOf(maxAge: string, immutable: boolean): string {
  return `public, max-age=${maxAgeSeconds(maxAge)}${immutable ? ', immutable' : ''}`;
}

/**
 * Serves a folder of files, and its pictures at a smaller width on request: `GET
 * /uploads/shops/1/cover-x.webp?w=384` answers a WebP 384 px wide (never wider than the
 * picture), made on the first request and kept on disk, so a phone showing a 112 px square does
 * not download a 1,600 px cover (issue 11). Without `w`, or for a file that is not a picture the
 * app resizes, the file is served as it is by @fastify/static. A width outside
 * {@link IMAGE_WIDTHS} is a 400: the set is small so the copies kept stay few.
 */
export async function registerImageFolder(
  app: FastifyInstance,
  options: ImageFolderOptions,
): Promise<void> {
  const { prefix, root, maxAge, immutable = false, setHeaders } = options;
  const cacheControl = cacheControlOf(maxAge, immutable);
  const making = new Map<string, Promise<Buffer | null>>();

  /** The resized copy, from the disk or made now (once, however many ask at the same time). */
  async function variant(source: string, relative: string, width: TImageWidth) {
    const file = copyPath({ cacheDir: options.cacheDir, prefix, relative, width });
    const [sourceStat, kept] = await Promise.all([
      fs.stat(source).catch(() => null),
      fs.stat(file).catch(() => null),
    ]);
    if (!sourceStat?.isFile()) return null; // @fastify/static answers its 404
    if (kept && kept.mtimeMs >= sourceStat.mtimeMs) return { file, body: await fs.readFile(file) };
    let made = making.get(file);
    if (!made) {
      made = resize(source, file, width).finally(() => making.delete(file));
      making.set(file, made);
    }
    const body = await made;
    return body && { file, body };
  }

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      const width = requestedWidth(req);
      if (width === undefined) return;
      const relative = (req.params as { '*'?: string })['*'] ?? '';
      if (!isSafeRelativePath(relative) || !isResizableImageUrl(`${prefix}${relative}`)) return;
      const found = await variant(path.join(root, relative), relative, width);
      if (!found) return; // missing: 404; unreadable as a picture: the file as it is
      setHeaders({ setHeader: (name, value) => reply.header(name, value) }, found.file);
      return reply.header('cache-control', cacheControl).type('image/webp').send(found.body);
    });
    await scope.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      maxAge,
      immutable,
      setHeaders,
    });
  });
}

/**
 * Makes the copy and keeps it (written beside, then renamed: a crash leaves no half file);
 * `null` when the source is not a picture sharp can read.
 */
async function resize(source: string, file: string, width: TImageWidth): Promise<Buffer | null> {
  const body = await makeImageCopy(source, width);
  if (!body) return null;
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, file);
  } catch {
    // Not kept (a full disk): this answer still gets its copy, the next request makes it again.
    await fs.rm(temporary, { force: true });
  }
  return body;
}
