import { inject } from 'vitest';

/**
 * The app this test file drives: the e2e files run two at a time, each worker slot on its own
 * server and in-memory database (global-setup.ts), so two files running side by side never see
 * each other's bookings, payments or settings. Files that follow one another in a slot share its
 * demo state, as every file did when they all ran on one server.
 */
function ownServer(): string {
  const urls = inject('baseURLs');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(slot - 1) % urls.length]!;
}

export const baseURL = ownServer();
