import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { adminKeys } from './keys';

/** The signed-in administrator: role and permissions (403 for anyone who is not one). */
export function getAdminMe(signal?: AbortSignal) {
  return apiData(calls.admin.getMe, {}, signal);
}

/** The admin area asks once per visit; a refusal is an answer, not something to retry. */
export const adminMeQuery = apiQuery(adminKeys.me, getAdminMe, { retry: false, staleTime: 60_000 });
