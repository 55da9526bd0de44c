import {
  calls,
  type TAdminIndustry,
  type TCreateIndustryRequest,
  type TUpdateIndustryRequest,
} from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite, fileBody } from '../../../lib/api-query';
import { useInvalidatingMutation } from '../../../lib/refreshing-mutation';
import { adminKeys } from './keys';

/** Every industry, hidden ones too, in display order (industries.manage). */
export function getAdminIndustries(signal?: AbortSignal): Promise<TAdminIndustry[]> {
  return apiData(calls.adminIndustry.listIndustries, {}, signal);
}

export const adminIndustriesQuery = apiQuery(adminKeys.industries, getAdminIndustries);
export const useAdminIndustries = adminIndustriesQuery.use;

/**
 * A change to the industries: the admin list refreshes, and so do the public ones this browser
 * holds (the catalogue's `['industries']`, read by the home page, /industries and the shop form).
 */
function useIndustryMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useInvalidatingMutation(mutationFn, [
    { queryKey: adminKeys.industries() },
    { queryKey: ['industries'] },
  ]);
}

const createIndustry = apiWrite(calls.adminIndustry.createIndustry);
const updateIndustry = apiWrite(calls.adminIndustry.updateIndustry);
const reorderIndustries = apiWrite(calls.adminIndustry.reorderIndustries);
const uploadIndustryImage = apiWrite(calls.adminIndustry.uploadIndustryImage);

/** Adds an industry, or (with `industryId`) renames it, hides or shows it. */
export function useSaveIndustry() {
  return useIndustryMutation(
    ({
      industryId,
      ...body
    }: { industryId?: number | undefined } & (TCreateIndustryRequest | TUpdateIndustryRequest)) =>
      industryId
        ? updateIndustry({ params: { industryId }, body: body as TUpdateIndustryRequest })
        : createIndustry({ body: body as TCreateIndustryRequest }),
  );
}

/** Puts the industries in the order of `ids` (every industry). */
export function useReorderIndustries() {
  return useIndustryMutation((ids: number[]) => reorderIndustries({ body: { ids } }));
}

/** Sets an industry's image from a picked file. */
export function useUploadIndustryImage(industryId: number) {
  return useIndustryMutation((file: File) =>
    uploadIndustryImage({ params: { industryId }, body: fileBody(file) }),
  );
}
