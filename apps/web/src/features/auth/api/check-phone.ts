import type { TProviders, ZRegistrationCheckResponse } from '@haoyue/contracts';
import type { DataOf } from '../../../lib/contract-types';
import { apiGet, apiSend } from '../../../lib/http';

/** What the login dialog needs to know about a number before choosing the next step. */
export interface PhoneCheck {
  /** Canonical E.164 form. */
  phoneNumber: string;
  isRegistered: boolean;
  providers: TProviders;
}

/**
 * Asks whether a number has an account and how numbers of its country can be verified; the two
 * calls run side by side.
 */
export async function checkPhone(phoneNumber: string, countryCode: string): Promise<PhoneCheck> {
  const [registration, providers] = await Promise.all([
    apiSend<DataOf<typeof ZRegistrationCheckResponse>>('POST', '/v1/auth/registration:check', {
      phoneNumber,
    }),
    apiGet<TProviders>('/v1/auth/providers', { countryCode }),
  ]);
  return { ...registration.data, providers: providers.data };
}
