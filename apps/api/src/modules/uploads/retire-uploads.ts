import { asc, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingImages,
  industries,
  operators,
  productImages,
  retiredUploads,
  shopImages,
  users,
} from '../../db/schema';
import { removeImageCopies } from '../../http/image-variants';
import type { JobDefinition } from '../../jobs';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Retired URLs handled per run at most (the next run takes the rest). */
const BATCH = 200;

/**
 * How long a let-go file stays: a page rendered just before the change may still ask for it (and
 * for its smaller copies) while the visitor reads it.
 */
export const RETIRE_AFTER_MS = 10 * 60_000;

/** Every column that holds an uploaded file's URL; migration 0018 puts triggers on each. */
const UPLOAD_URL_COLUMNS = [
  users.photoUrl,
  operators.avatarUrl,
  industries.imageUrl,
  shopImages.url,
  productImages.url,
  bookingImages.url,
] as const;

export interface RetireUploadsContext {
  db: Db;
  storage: FileStorage;
  /** The resized copies' folder (`IMAGE_CACHE_DIR`): a picture's copies go with it. */
  imageCacheDir: string;
}

/** Of these URLs, the ones a row still points at (another row may hold the same URL). */
async function urlsInUse(db: Db, urls: string[]): Promise<Set<string>> {
  const found = await Promise.all(
    UPLOAD_URL_COLUMNS.map((column) =>
      db
        .selectDistinct({ url: sql<string>`${column}` })
        .from(column.table)
        .where(inArray(column, urls)),
    ),
  );
  return new Set(found.flat().map((row) => row.url));
}

/**
 * Removes the files of URLs let go of at least {@link RETIRE_AFTER_MS} ago, with their resized
 * copies, unless a row points at the URL again; then forgets them. Safe to run again or on two
 * instances at once: a file already removed is skipped. Resolves to how many files it removed.
 */
export async function retireUploads(ctx: RetireUploadsContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: retiredUploads.id, url: retiredUploads.url })
    .from(retiredUploads)
    .where(lte(retiredUploads.retiredAt, new Date(now.getTime() - RETIRE_AFTER_MS)))
    .orderBy(asc(retiredUploads.id))
    .limit(BATCH);
  if (due.length === 0) return 0;
  const urls = [...new Set(due.map((row) => row.url))];
  const inUse = await urlsInUse(ctx.db, urls);
  let removed = 0;
  for (const url of urls) {
    if (inUse.has(url)) continue;
    if (await ctx.storage.remove(url)) removed += 1;
    await removeImageCopies(ctx.imageCacheDir, '/uploads/', url);
  }
  await ctx.db.delete(retiredUploads).where(
    inArray(
      retiredUploads.id,
      due.map((row) => row.id),
    ),
  );
  return removed;
}

/** The uploads' background work for the job runner. */
export function uploadJobs(
  ctx: RetireUploadsContext,
  clock: () => Date,
  intervalMs: number,
): JobDefinition[] {
  return [{ name: 'retire-uploads', intervalMs, run: () => retireUploads(ctx, clock()) }];
}
