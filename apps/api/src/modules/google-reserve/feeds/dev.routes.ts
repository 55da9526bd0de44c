import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GOOGLE_FEED_KINDS } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { FeedUploader } from '../../../platform/google-feeds';
import type { GoogleReserveContext } from '../context';
import { feedRunFiles, lastFeedRun, runGoogleFeed } from './run';

/**
 * Development and test only (never registered in production, loopback callers only):
 * `GET /v1/dev/google-feeds/{merchants|services|availability}` answers the last feed generated,
 * as Google reads it: the run, then every shard file's name and parsed JSON. Before the first
 * run (the daily job runs soon after start; tests run no jobs) it is generated on the spot,
 * into the same folder, recorded like any run.
 */
export const googleFeedDevRoutes: FastifyPluginAsync<{
  ctx: GoogleReserveContext;
  uploader: FeedUploader;
}> = async (base, { ctx, uploader }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/google-feeds/:kind',
    {
      config: { access: 'loopback' },
      schema: { hide: true, params: z.object({ kind: z.enum(GOOGLE_FEED_KINDS) }) },
    },
    async (req) => {
      const read = uploader.read?.bind(uploader);
      if (!read) throw notFound('動態饋給已上傳至 SFTP，本機沒有留存');
      const { kind } = req.params;
      const run =
        (await lastFeedRun(ctx.db, kind)) ?? (await runGoogleFeed(ctx, uploader, { kind }));
      const files = [];
      for (const name of feedRunFiles(run)) {
        const text = await read(name);
        if (text === null) throw notFound('找不到上次產生的動態饋給檔案');
        files.push({ name, content: JSON.parse(text) as unknown });
      }
      return {
        data: {
          run: {
            id: run.id,
            kind: run.kind,
            status: run.status,
            startedAt: run.startedAt.toISOString(),
            finishedAt: run.finishedAt?.toISOString() ?? null,
            records: run.records,
            shards: run.shards,
            location: run.location,
          },
          files,
        },
      };
    },
  );
};
