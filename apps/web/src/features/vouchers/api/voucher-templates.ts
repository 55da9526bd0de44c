import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerItemWrites } from '../../../lib/seller-item-writes';
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

const templateWrites = sellerItemWrites(
  {
    create: calls.voucher.createVoucherTemplate,
    update: calls.voucher.updateVoucherTemplate,
    remove: calls.voucher.deleteVoucherTemplate,
  },
  'templateId',
  voucherKeys.templates,
);

/** Creates (no id) or saves a template; the list refreshes. */
export const useSaveVoucherTemplate = templateWrites.useSave;

/** Deletes a template never sold; the list refreshes. */
export const useDeleteVoucherTemplate = templateWrites.useDelete;
