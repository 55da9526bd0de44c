import { calls, type TVoucherTemplateInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { voucherKeys } from './keys';

/** Fetches the seller's voucher templates. */
export function getVoucherTemplates(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.voucher.listVoucherTemplates, { params: { sellerId } }, signal);
}

const templates = apiQuery(voucherKeys.templates, getVoucherTemplates);

/** The seller's voucher templates. */
export const useVoucherTemplates = templates.use;

/** Fetches the seller's services a template may cover, by shop. */
export function getVoucherServices(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.voucher.listVoucherServices, { params: { sellerId } }, signal);
}

/** The seller's services a template may cover. */
export const useVoucherServices = apiQuery(voucherKeys.services, getVoucherServices).use;

export const createVoucherTemplate = apiWrite(calls.voucher.createVoucherTemplate);
export const updateVoucherTemplate = apiWrite(calls.voucher.updateVoucherTemplate);
export const deleteVoucherTemplate = apiWrite(calls.voucher.deleteVoucherTemplate);

/** Creates (no id) or saves a template; the list refreshes. */
export function useSaveVoucherTemplate(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, ...body }: TVoucherTemplateInput & { templateId?: number }) =>
      templateId
        ? updateVoucherTemplate({ params: { sellerId, templateId }, body })
        : createVoucherTemplate({ params: { sellerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voucherKeys.templates(sellerId) }),
  });
}

/** Deletes a template never sold; the list refreshes. */
export function useDeleteVoucherTemplate(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => deleteVoucherTemplate({ params: { sellerId, templateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voucherKeys.templates(sellerId) }),
  });
}
