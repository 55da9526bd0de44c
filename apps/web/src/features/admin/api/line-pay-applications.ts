import { calls, type TAdminLinePayApplicationQuery } from '@haoyue/contracts';
import { apiData, apiPageQuery, apiQuery, apiWrite } from '../../../lib/api-query';
import { getAuthToken } from '../../../lib/auth-token';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { adminKeys } from './keys';

export type LinePayApplicationFilters = Partial<
  Pick<TAdminLinePayApplicationQuery, 'status' | 'q' | 'page'>
>;

const keys = {
  all: () => [...adminKeys.all, 'line-pay-applications'] as const,
  list: (filters: LinePayApplicationFilters) => [...keys.all(), 'list', filters] as const,
  one: (id: number) => [...keys.all(), 'one', id] as const,
};

/** A page of applications, filtered and paged by the server. */
export const useLinePayApplications = apiPageQuery(
  calls.adminLinePayApplication.listLinePayApplications,
  keys.list,
).use;

export function getLinePayApplication(id: number, signal?: AbortSignal) {
  return apiData(
    calls.adminLinePayApplication.getLinePayApplication,
    { params: { applicationId: id } },
    signal,
  );
}
const one = apiQuery(keys.one, getLinePayApplication);
export const useAdminLinePayApplication = one.use;

const approve = apiWrite(calls.adminLinePayApplication.approveLinePayApplication);
const reject = apiWrite(calls.adminLinePayApplication.rejectLinePayApplication);

/** Approves the application; the list and the application refresh. */
export function useApproveLinePayApplication(id: number) {
  return useRefreshingMutation(keys.all(), () => approve({ params: { applicationId: id } }));
}

/** Sends the application back with the reason the seller sees. */
export function useRejectLinePayApplication(id: number) {
  return useRefreshingMutation(keys.all(), (reason: string) =>
    reject({ params: { applicationId: id }, body: { reason } }),
  );
}

/**
 * Downloads a private bank document with the admin's credentials (no public URL exists) and
 * hands it to the browser as a file.
 */
export async function downloadLinePayDocument(
  applicationId: number,
  document: { id: number; fileName: string },
): Promise<void> {
  const token = getAuthToken();
  const response = await fetch(
    `/v1/admin/line-pay-applications/${applicationId}/documents/${document.id}`,
    { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} },
  );
  if (!response.ok) throw new Error('無法下載文件，請重新整理後再試');
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
