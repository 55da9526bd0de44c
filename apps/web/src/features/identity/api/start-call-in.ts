import { calls } from '@haoyue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiData, type CallData } from '../../../lib/api-query';

/** The number to call for a phone-call verification, and until when. */
export type CallIn = CallData<typeof calls.identity.startCallIn>;

/** Starts a phone-call verification of a number. */
export function startCallIn(phoneNumber: string): Promise<CallIn> {
  return apiData(calls.identity.startCallIn, { body: { phoneNumber } });
}

/** Asks for a dial number for `phoneNumber` (again after a failure); nothing cached changes. */
export function useStartCallIn(phoneNumber: string) {
  return useMutation({ mutationFn: () => startCallIn(phoneNumber) });
}
