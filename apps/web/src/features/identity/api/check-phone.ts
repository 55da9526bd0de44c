import type { TProviders } from '@haoyue/contracts';
import { useMutation } from '@tanstack/react-query';
import { checkRegistration } from './check-registration';
import { getProviders } from './get-providers';

/** What the login dialog needs to know about a number before choosing the next step. */
export interface PhoneCheck {
  /** Canonical E.164 form. */
  phoneNumber: string;
  isRegistered: boolean;
  providers: TProviders;
}

/**
 * Asks whether a number has an account and how numbers of its country can be verified: the
 * two requests of their own files, run side by side.
 */
export async function checkPhone(phoneNumber: string, countryCode: string): Promise<PhoneCheck> {
  const [registration, providers] = await Promise.all([
    checkRegistration(phoneNumber),
    getProviders(countryCode),
  ]);
  return { ...registration, providers };
}

/** The phone step's check; nothing cached changes. */
export function useCheckPhone(options: { onSuccess?: (result: PhoneCheck) => void } = {}) {
  return useMutation({
    mutationFn: ({ phoneNumber, countryCode }: { phoneNumber: string; countryCode: string }) =>
      checkPhone(phoneNumber, countryCode),
    onSuccess: (result) => options.onSuccess?.(result),
  });
}
