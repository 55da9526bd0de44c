import { calls, type TDialCode } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Taiwan, the default and the fallback when the list cannot be loaded (spec §9). */
export const TAIWAN_DIAL_CODE: TDialCode = { id: 0, name: '台灣', dialCode: '+886', isoCode: 'TW' };

/** Fetches the country calling codes, Taiwan first. */
export function getDialCodes(signal?: AbortSignal): Promise<TDialCode[]> {
  return apiData(calls.catalogue.listDialCodes, {}, signal);
}

// Reference data, so cached for the visit.
const dialCodes = apiQuery(() => ['dial-codes'], getDialCodes, { staleTime: Infinity });

/** Query options for {@link getDialCodes}. */
export const dialCodesQueryOptions = dialCodes.options;

/** The country selector's choices. */
export const useDialCodes = dialCodes.use;
