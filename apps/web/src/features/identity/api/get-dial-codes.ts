import { calls, type TDialCode } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Taiwan, the default and the fallback when the list cannot be loaded (spec §9). */
export const TAIWAN_DIAL_CODE: TDialCode = { id: 0, name: '台灣', dialCode: '+886', isoCode: 'TW' };

/** Fetches the country calling codes, Taiwan first. */
export async function getDialCodes(signal?: AbortSignal): Promise<TDialCode[]> {
  const body = await apiCall(calls.catalogue.listDialCodes, {}, { signal });
  return body.data;
}

/** Query options for {@link getDialCodes}: reference data, so cached for the visit. */
export const dialCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['dial-codes'],
    queryFn: ({ signal }) => getDialCodes(signal),
    staleTime: Infinity,
  });

/** The country selector's choices. */
export function useDialCodes() {
  return useQuery(dialCodesQueryOptions());
}
