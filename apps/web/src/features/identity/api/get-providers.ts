import { calls, type TProviders } from '@haoyue/contracts';
import { apiData } from '../../../lib/api-query';

/** How numbers of a country can be verified: SMS, WhatsApp, phone call. */
export function getProviders(countryCode: string): Promise<TProviders> {
  return apiData(calls.identity.listProviders, { query: { countryCode } });
}
