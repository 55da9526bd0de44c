import { Readable } from 'node:stream';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { GOOGLE_FEED_KINDS, googleReserveFeedRuns } from '../../../db/schema';
import type { FeedUploader } from '../../../platform/google-feeds';
import { ScheduleCache } from '../../availability';
import type { GoogleReserveContext } from '../context';
import { feedFileName, generateFeed } from './generate';
import type { FeedKind } from './schemas';

export type FeedRun = typeof googleReserveFeedRuns.$inferSelect;

/** A run still RUNNING after this long died with its instance (the job's lease is shorter). */
const ABANDONED_MS = 3 * 3_600_000;

export type FeedRunSettings = {
  kind: FeedKind;
  merchantsPerShard?: number | undefined;
  validate?: 'all' | 'sample' | undefined;
};

/**
 * Generates one feed and uploads its shards one after the other, recorded in
 * google_reserve_feed_runs: RUNNING, then SUCCEEDED with its records, shards and location, or
 * FAILED with the error (and thrown again). The run's id is the feed's nonce.
 */
export async function runGoogleFeed(
  ctx: GoogleReserveContext,
  uploader: FeedUploader,
  settings: FeedRunSettings,
): Promise<FeedRun> {
  const { kind } = settings;
  const startedAt = ctx.clock();
  await ctx.db
    .update(googleReserveFeedRuns)
    .set({ status: 'FAILED', finishedAt: startedAt, error: 'abandoned: its instance stopped' })
    .where(
      and(
        eq(googleReserveFeedRuns.kind, kind),
        eq(googleReserveFeedRuns.status, 'RUNNING'),
        lt(googleReserveFeedRuns.startedAt, new Date(startedAt.getTime() - ABANDONED_MS)),
      ),
    );
  const [run] = await ctx.db
    .insert(googleReserveFeedRuns)
    .values({ kind, status: 'RUNNING', startedAt, location: uploader.location })
    .returning();
  const finish = async (fields: Partial<FeedRun>) => {
    const [row] = await ctx.db
      .update(googleReserveFeedRuns)
      .set({ ...fields, finishedAt: ctx.clock() })
      .where(eq(googleReserveFeedRuns.id, run!.id))
      .returning();
    return row!;
  };
  let generation: Awaited<ReturnType<typeof generateFeed>> | undefined;
  let shards = 0;
  try {
    // The run's own schedules: read once per shop, not kept in (nor evicting) the app's cache.
    const feedCtx = { ...ctx, schedules: new ScheduleCache(64, 3_600_000) };
    generation = await generateFeed(feedCtx, {
      kind,
      nonce: String(run!.id),
      startedAt,
      merchantsPerShard: settings.merchantsPerShard,
      validate: settings.validate,
    });
    for await (const shard of generation.shards) {
      await uploader.put(shard.name, Readable.from(shard.chunks, { objectMode: false }));
      shards += 1;
    }
    return await finish({ status: 'SUCCEEDED', records: generation.records(), shards });
  } catch (error) {
    await finish({
      status: 'FAILED',
      records: generation?.records() ?? 0,
      shards,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

/**
 * The daily full refresh: the three feeds, each run on its own (one failing does not keep the
 * others from Google); rejects when any failed, so the job is retried.
 */
export async function runGoogleFeeds(
  ctx: GoogleReserveContext,
  uploader: FeedUploader,
  settings: Omit<FeedRunSettings, 'kind'> = {},
): Promise<FeedRun[]> {
  const runs: FeedRun[] = [];
  const failures: string[] = [];
  for (const kind of GOOGLE_FEED_KINDS) {
    try {
      runs.push(await runGoogleFeed(ctx, uploader, { ...settings, kind }));
    } catch (error) {
      failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`feeds failed: ${failures.join('; ')}`);
  return runs;
}

/** The latest successful run of a feed. */
export async function lastFeedRun(db: Db, kind: FeedKind): Promise<FeedRun | null> {
  const [row] = await db
    .select()
    .from(googleReserveFeedRuns)
    .where(and(eq(googleReserveFeedRuns.kind, kind), eq(googleReserveFeedRuns.status, 'SUCCEEDED')))
    .orderBy(desc(googleReserveFeedRuns.startedAt), desc(googleReserveFeedRuns.id))
    .limit(1);
  return row ?? null;
}

/** The file names of a run's shards. */
export function feedRunFiles(run: FeedRun): string[] {
  return Array.from({ length: run.shards }, (_, i) => feedFileName(run.kind, String(run.id), i));
}
