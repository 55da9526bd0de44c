export { googleFeedDevRoutes } from './dev.routes';
export { FEED_HORIZON_DAYS } from './records';
export { FEEDS_INTERVAL_MS, googleFeedJobs } from './jobs';
export { feedFileName, generateFeed, MERCHANTS_PER_SHARD } from './generate';
export { type FeedRun, feedRunFiles, lastFeedRun, runGoogleFeed, runGoogleFeeds } from './run';
export * from './schemas';
