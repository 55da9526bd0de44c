import type { JobDefinition } from '../../../jobs';
import type { FeedUploader } from '../../../platform/google-feeds';
import type { GoogleReserveContext } from '../context';
import { runGoogleFeeds } from './run';

/** Google wants a complete refresh of every feed once a day. */
export const FEEDS_INTERVAL_MS = 24 * 3_600_000;

/**
 * The daily feeds job: merchants, services and availability of every served merchant, to
 * Google's dropbox (or the local folder). The first run comes right after the first start.
 */
export function googleFeedJobs(ctx: GoogleReserveContext, uploader: FeedUploader): JobDefinition[] {
  return [
    {
      name: 'google-reserve-feeds',
      intervalMs: FEEDS_INTERVAL_MS,
      // 10,000 shops take minutes; a run that died is taken over after this.
      leaseMs: 2 * 3_600_000,
      run: async () =>
        (await runGoogleFeeds(ctx, uploader)).reduce((sum, run) => sum + run.records, 0),
    },
  ];
}
