import type { ZCipStartResponse, ZCipStatusResponse, ZSmsSendResponse } from '@haoyue/contracts';
import type { DataOf } from '../../../lib/contract-types';
import { apiSend } from '../../../lib/http';

/** A code sent by SMS or WhatsApp. */
export type SentCode = DataOf<typeof ZSmsSendResponse>;

/** Sends a six-digit code; outside Taiwan it goes by WhatsApp. */
export async function sendVerificationCode(request: {
  phoneNumber: string;
  useWhatsapp: boolean;
  isResend: boolean;
}): Promise<SentCode> {
  const body = await apiSend<SentCode>('POST', '/v1/auth/sms-verification:send', request);
  return body.data;
}

/** The number to call for a phone-call verification. */
export type CallIn = DataOf<typeof ZCipStartResponse>;

/** Starts a phone-call verification of a number. */
export async function startCallIn(phoneNumber: string): Promise<CallIn> {
  const body = await apiSend<CallIn>('POST', '/v1/auth/cip-verifications:start', { phoneNumber });
  return body.data;
}

/** Whether the call has come in, and from which number. */
export type CallInStatus = DataOf<typeof ZCipStatusResponse>;

/** Reads the state of the latest phone-call verification of a number. */
export async function getCallInStatus(
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<CallInStatus> {
  const body = await apiSend<CallInStatus>(
    'POST',
    '/v1/auth/cip-verifications:status',
    { phoneNumber },
    { signal },
  );
  return body.data;
}
