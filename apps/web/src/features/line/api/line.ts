import { calls, type TLineSettingsInput, type TLinkLineCustomerRequest } from '@haoyue/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { ApiError } from '../../../lib/http';
import { useAuthToken } from '../../../lib/auth-token';
import { useCachingMutation } from '../../../lib/refreshing-mutation';
import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the LINE area (the customer's link under the user scope). */
export const lineKeys = {
  publicSettings: (sellerId: number) => ['line', 'settings', sellerId] as const,
  myCustomer: (sellerId: number) => [USER_SCOPE, 'line', 'customer', sellerId] as const,
  sellerSettings: (sellerId: number) => [USER_SCOPE, 'line', 'seller-settings', sellerId] as const,
};

/** A seller's public LINE settings (LIFF id, bookable shops…); null when it has none. */
export async function getPublicLineSettings(sellerId: number, signal?: AbortSignal) {
  try {
    return await apiData(calls.line.getPublicLineSettings, { query: { sellerId } }, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
const publicSettings = apiQuery(lineKeys.publicSettings, getPublicLineSettings, {
  staleTime: 5 * 60_000,
});
/** A seller's public LINE settings. */
export const usePublicLineSettings = publicSettings.use;

/** The signed-in user's customer record linked to LINE at a seller (myCustomer). */
export function getMyLineCustomer(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.line.getMyLineCustomer, { query: { sellerId } }, signal);
}

/**
 * myCustomer while signed in: an error (404 when not linked) makes isLinked false (spec 8).
 * Idle while signed out.
 */
export function useMyLineCustomer(sellerId: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: lineKeys.myCustomer(sellerId),
    queryFn: ({ signal }) => getMyLineCustomer(sellerId, signal),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
}

const link = apiWrite(calls.line.linkLineCustomer);

/** Links the LINE user to the signed-in user's customer record at the seller. */
export function useLinkLineCustomer(sellerId: number) {
  return useCachingMutation(
    lineKeys.myCustomer(sellerId),
    (body: TLinkLineCustomerRequest) => link({ body }),
    [{ queryKey: [USER_SCOPE, 'member-card'] }],
  );
}

/** The seller's LINE settings for the dashboard (secrets only as set / not set). */
export function getLineSettings(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.lineSettings.getLineSettings, { params: { sellerId } }, signal);
}
const sellerSettings = apiQuery(lineKeys.sellerSettings, getLineSettings);
export const useLineSettings = sellerSettings.use;

const update = apiWrite(calls.lineSettings.updateLineSettings);
const testMessage = apiWrite(calls.lineSettings.sendLineTestMessage);

/** Saves the seller's LINE settings. */
export function useUpdateLineSettings(sellerId: number) {
  return useCachingMutation(
    lineKeys.sellerSettings(sellerId),
    (body: TLineSettingsInput) => update({ params: { sellerId }, body }),
    [{ queryKey: lineKeys.publicSettings(sellerId) }],
  );
}

/** Pushes a test message to a LINE user with the stored channel access token. */
export function useSendLineTestMessage(sellerId: number) {
  return useMutation({
    mutationFn: (lineUserId: string) => testMessage({ params: { sellerId }, body: { lineUserId } }),
  });
}
