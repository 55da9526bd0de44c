import { calls } from '@haoyue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiData, type CallData } from '../../../lib/api-query';

/** A code sent by SMS or WhatsApp. */
export type SentCode = CallData<typeof calls.identity.sendVerificationCode>;

/** Sends a six-digit code; outside Taiwan it goes by WhatsApp. */
export function sendVerificationCode(request: {
  phoneNumber: string;
  useWhatsapp: boolean;
  isResend: boolean;
}): Promise<SentCode> {
  return apiData(calls.identity.sendVerificationCode, { body: request });
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
