import { calls, type WebCallResult } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { nextCipPoll } from '../lib/cip-polling';

/** Whether the call has come in, and from which number. */
export type CallInStatus = WebCallResult<typeof calls.identity.getCallInStatus>['data'];

/** Reads the state of the latest phone-call verification of a number. */
export async function getCallInStatus(
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<CallInStatus> {
  const body = await apiCall(calls.identity.getCallInStatus, { body: { phoneNumber } }, { signal });
  return body.data;
}

/**
 * Query options for {@link getCallInStatus}, polled each second until verified or the dial
 * number expires; `expiresAt` tells one verification of the number from the next.
 */
export const callInStatusQueryOptions = (phoneNumber: string, expiresAt: string | undefined) =>
  queryOptions({
    queryKey: ['cip-status', phoneNumber, expiresAt],
    queryFn: ({ signal }) => getCallInStatus(phoneNumber, signal),
    refetchInterval: (query) =>
      nextCipPoll(
        query.state.dataUpdateCount + query.state.errorUpdateCount,
        query.state.data?.verified === true,
      ),
    // The visitor is in the phone app while calling: keep polling with the page hidden.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

/** The status of a started phone-call verification (`enabled` once a dial number is shown). */
export function useCallInStatus(
  phoneNumber: string,
  expiresAt: string | undefined,
  enabled: boolean,
) {
  return useQuery({ ...callInStatusQueryOptions(phoneNumber, expiresAt), enabled });
}
