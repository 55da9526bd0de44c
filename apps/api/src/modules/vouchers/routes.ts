import { voucherCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ITEM_ACCESS, sellerCalls } from '../../http/data-route';
import {
  listCustomerVouchers,
  listVoucherBookings,
  listVoucherTransactions,
  refundVoucher,
  sellVoucher,
  useVoucher,
} from './customer-vouchers';
import {
  createVoucherTemplate,
  deleteVoucherTemplate,
  getVoucherTemplate,
  listVoucherServices,
  listVoucherTemplates,
  updateVoucherTemplate,
} from './voucher-templates';

/** Voucher templates and the vouchers customers hold (/v1/sellers/{sellerId}/…). */
export const voucherRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const answer = sellerCalls(app, db, voucherCalls);
  answer(ITEM_ACCESS.sell, {
    listVoucherTemplates,
    listVoucherServices,
    getVoucherTemplate,
    listCustomerVouchers,
    listVoucherTransactions,
    listVoucherBookings,
    sellVoucher,
    useVoucher,
  });
  answer(ITEM_ACCESS.manage, {
    createVoucherTemplate,
    updateVoucherTemplate,
    deleteVoucherTemplate,
  });
  answer(ITEM_ACCESS.refund, { refundVoucher });
};
