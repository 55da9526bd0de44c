import { calls, type TAdminFailedWorkItem, type TAdminJobs } from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { adminKeys } from './keys';

/** How often the jobs page reads the counts again while open. */
const REFRESH_MS = 30_000;

/** Scheduled jobs and the work queues' counts (jobs.read); refreshed while the page is open. */
export const useAdminJobs = apiQuery(
  adminKeys.jobs,
  (signal): Promise<TAdminJobs> => apiData(calls.adminJob.listJobs, {}, signal),
  { refetchInterval: REFRESH_MS },
).use;

/** A queue's failed items, newest first (at most 50). */
export const useFailedWorkItems = apiQuery(
  adminKeys.failedWorkItems,
  (name: string, signal): Promise<TAdminFailedWorkItem[]> =>
    apiData(calls.adminJob.listFailedWorkItems, { params: { name } }, signal),
).use;

const retryWorkItem = apiWrite(calls.adminJob.retryWorkItem);

/** Queues a failed item again (jobs.retry); the counts and the failed list refresh. */
export function useRetryWorkItem() {
  return useRefreshingMutation(adminKeys.jobs(), (params: { name: string; id: string }) =>
    retryWorkItem({ params }),
  );
}
