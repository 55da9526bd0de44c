import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerItems } from '../../../lib/seller-items';
import { voucherKeys } from './keys';

const templates = sellerItems(
  {
    list: calls.voucher.listVoucherTemplates,
    create: calls.voucher.createVoucherTemplate,
    update: calls.voucher.updateVoucherTemplate,
    remove: calls.voucher.deleteVoucherTemplate,
  },
  'templateId',
  { list: voucherKeys.templates, refreshed: voucherKeys.templates },
);

/** The seller's voucher templates. */
export const useVoucherTemplates = templates.use;

/** Fetches the seller's services a template may cover, by shop. */
export function getVoucherServices(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.voucher.listVoucherServices, { params: { sellerId } }, signal);
}

/** The seller's services a template may cover. */
export const useVoucherServices = apiQuery(voucherKeys.services, getVoucherServices).use;

/** Creates (no id) or saves a template; the list refreshes. */
export const useSaveVoucherTemplate = templates.useSave;

/** Deletes a template never sold; the list refreshes. */
export const useDeleteVoucherTemplate = templates.useDelete;
