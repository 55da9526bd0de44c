import { calls, type WebCallResult } from '@haoyue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** A code sent by SMS or WhatsApp. */
export type SentCode = WebCallResult<typeof calls.identity.sendVerificationCode>['data'];

/** Sends a six-digit code; outside Taiwan it goes by WhatsApp. */
export async function sendVerificationCode(request: {
  phoneNumber: string;
  useWhatsapp: boolean;
  isResend: boolean;
}): Promise<SentCode> {
  const body = await apiCall(calls.identity.sendVerificationCode, { body: request });
  return body.data;
}

/** Sends (or resends, with `true`) a code to a number; nothing cached changes. */
export function useSendVerificationCode(
  phoneNumber: string,
  useWhatsapp: boolean,
  options: { onSuccess?: (sent: SentCode) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: (isResend: boolean) => sendVerificationCode({ phoneNumber, useWhatsapp, isResend }),
    onSuccess: (sent) => options.onSuccess?.(sent),
    onError: (error) => options.onError?.(error),
  });
}
