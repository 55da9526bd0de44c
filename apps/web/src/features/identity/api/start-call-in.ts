import { calls, type WebCallResult } from '@haoyue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** The number to call for a phone-call verification, and until when. */
export type CallIn = WebCallResult<typeof calls.identity.startCallIn>['data'];

/** Starts a phone-call verification of a number. */
export async function startCallIn(phoneNumber: string): Promise<CallIn> {
  const body = await apiCall(calls.identity.startCallIn, { body: { phoneNumber } });
  return body.data;
}

/** Asks for a dial number for `phoneNumber` (again after a failure); nothing cached changes. */
export function useStartCallIn(phoneNumber: string) {
  return useMutation({ mutationFn: () => startCallIn(phoneNumber) });
}
