import { asc, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingImages,
  industries,
  operators,
  productImages,
  pushMessages,
  retiredUploads,
  shopImages,
  users,
} from '../../db/schema';
import type { JobDefinition } from '../../jobs';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Retired URLs handled per run at most (the next run takes the rest). */
const BATCH = 200;

/**
 * How long a let-go file stays: a page rendered just before the change may still ask for it (and
 * for its smaller copies) while the visitor reads it.
 */
export const RETIRE_AFTER_MS = 10 * 60_000;

/**
 * Every column that holds an uploaded file's URL; migration 0018 puts triggers on each that can
 * change or lose its URL. A push message is never deleted (it is history) and only a draft's
 * image changes, so it has no trigger: an upload no message took is let go of by
 * {@link retireUnlessUsed}, and the image a draft's edit replaces by {@link retireUpload}.
 */
const UPLOAD_URL_COLUMNS = [
  users.photoUrl,
  operators.avatarUrl,
  industries.imageUrl,
  shopImages.url,
  productImages.url,
  bookingImages.url,
  pushMessages.imageUrl,
] as const;

/**
 * How long an upload made ahead of its row (a push message's image, uploaded while the message
 * is being written) may wait for the row before it is removed.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 3600_000;

/**
 * Lets go of an upload unless a row points at it by then: the job removes it once
 * {@link UNUSED_UPLOAD_GRACE_MS} (plus the usual grace) have passed and no row holds its URL.
 */
export async function retireUnlessUsed(db: Db, url: string, now: Date): Promise<void> {
  await db
    .insert(retiredUploads)
    .values({ url, retiredAt: new Date(now.getTime() + UNUSED_UPLOAD_GRACE_MS) });
}

/**
 * Lets go of an upload a row stopped showing (where no trigger does it): the job removes it once
 * {@link RETIRE_AFTER_MS} have passed, unless a row points at it again by then.
 */
export async function retireUpload(db: Db, url: string, now: Date): Promise<void> {
  await db.insert(retiredUploads).values({ url, retiredAt: now });
}

export interface RetireUploadsContext {
  db: Db;
  /** Where the files are; removing one removes its smaller copies too. */
  storage: FileStorage;
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
