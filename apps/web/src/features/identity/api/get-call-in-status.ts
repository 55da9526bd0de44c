import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiQuery, type CallData } from '../../../lib/api-query';
import { nextCipPoll } from '../lib/cip-polling';

/** Whether the call has come in, and from which number. */
export type CallInStatus = CallData<typeof calls.identity.getCallInStatus>;

/** Reads the state of the latest phone-call verification of a number. */
export function getCallInStatus(phoneNumber: string, signal?: AbortSignal): Promise<CallInStatus> {
  return apiData(calls.identity.getCallInStatus, { body: { phoneNumber } }, signal);
}

/**
 * Query options for {@link getCallInStatus}, polled each second until verified or the dial
 * number expires; `expiresAt` tells one verification of the number from the next.
 */
export const callInStatusQueryOptions = apiQuery(
  (phoneNumber: string, expiresAt: string | undefined) => ['cip-status', phoneNumber, expiresAt],
  (phoneNumber, _expiresAt, signal) => getCallInStatus(phoneNumber, signal),
  {
    refetchInterval: (query) =>
      nextCipPoll(
        query.state.dataUpdateCount + query.state.errorUpdateCount,
        query.state.data?.verified === true,
      ),
    // The visitor is in the phone app while calling: keep polling with the page hidden.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  },
).options;

/** The status of a started phone-call verification (`enabled` once a dial number is shown). */
export function useCallInStatus(
  phoneNumber: string,
  expiresAt: string | undefined,
  enabled: boolean,
) {
  return useQuery({ ...callInStatusQueryOptions(phoneNumber, expiresAt), enabled });
}
