import { calls, type TProviders } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';

/** How numbers of a country can be verified: SMS, WhatsApp, phone call. */
export async function getProviders(countryCode: string): Promise<TProviders> {
  const body = await apiCall(calls.identity.listProviders, { query: { countryCode } });
  return body.data;
}
