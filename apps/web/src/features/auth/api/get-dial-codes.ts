import type { TDialCode } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** Taiwan, the default and the fallback when the list cannot be loaded (spec §9). */
export const TAIWAN_DIAL_CODE: TDialCode = { id: 0, name: '台灣', dialCode: '+886', isoCode: 'TW' };

/** Fetches the country calling codes, Taiwan first. */
export async function getDialCodes(signal?: AbortSignal): Promise<TDialCode[]> {
  const body = await apiGet<TDialCode[]>('/v1/dial-codes', undefined, { signal });
  return body.data;
}

/** The country selector's choices; reference data, so cached for the visit. */
export function useDialCodes() {
  return useQuery(
    queryOptions({
      queryKey: ['dial-codes'],
      queryFn: ({ signal }) => getDialCodes(signal),
      staleTime: Infinity,
    }),
  );
}
