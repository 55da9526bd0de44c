import { voucherCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import { counterDataRoute, ITEM_ACCESS, sellerDataRoute } from '../../http/data-route';
import {
  listCustomerVouchers,
  listVoucherBookings,
  listVoucherTransactions,
  refundVoucher,
  sellVoucher,
  useVoucher,
} from './customer-vouchers';
import { listSellerServices } from './seller-items';
import {
  createVoucherTemplate,
  deleteVoucherTemplate,
  getVoucherTemplate,
  listVoucherTemplates,
  updateVoucherTemplate,
} from './voucher-templates';

const { sell: SELL, manage: MANAGE, refund: REFUND } = ITEM_ACCESS;

/** Voucher templates and the vouchers customers hold (/v1/sellers/{sellerId}/…). */
export const voucherRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  sellerDataRoute(app, {
    call: calls.listVoucherTemplates,
    settings: SELL,
    data: (sellerId) => listVoucherTemplates(db, sellerId),
  });
  sellerDataRoute(app, {
    call: calls.listVoucherServices,
    settings: SELL,
    data: (sellerId) => listSellerServices(db, sellerId),
  });
  sellerDataRoute(app, {
    call: calls.getVoucherTemplate,
    settings: SELL,
    data: (sellerId, req) => getVoucherTemplate(db, sellerId, req.params.templateId),
  });
  sellerDataRoute(app, {
    call: calls.createVoucherTemplate,
    settings: MANAGE,
    data: (sellerId, req) => createVoucherTemplate(db, sellerId, req.body),
  });
  sellerDataRoute(app, {
    call: calls.updateVoucherTemplate,
    settings: MANAGE,
    data: (sellerId, req) =>
      updateVoucherTemplate(db, {
        sellerId,
        templateId: req.params.templateId,
        input: req.body,
      }),
  });
  route(app, {
    call: calls.deleteVoucherTemplate,
    settings: MANAGE,
    handler: async (req) => {
      await deleteVoucherTemplate(db, req.seller!.id, req.params.templateId);
    },
  });
  sellerDataRoute(app, {
    call: calls.listCustomerVouchers,
    settings: SELL,
    data: (sellerId, req) =>
      listCustomerVouchers(db, {
        sellerId,
        customerId: req.params.customerId,
        state: req.query.state,
        now: new Date(),
      }),
  });
  sellerDataRoute(app, {
    call: calls.listVoucherTransactions,
    settings: SELL,
    data: (sellerId, req) =>
      listVoucherTransactions(db, {
        sellerId,
        customerId: req.params.customerId,
        voucherId: req.params.voucherId,
      }),
  });
  sellerDataRoute(app, {
    call: calls.listVoucherBookings,
    settings: SELL,
    data: (sellerId, req) =>
      listVoucherBookings(db, {
        sellerId,
        customerId: req.params.customerId,
        voucherId: req.params.voucherId,
      }),
  });
  counterDataRoute(app, {
    call: calls.sellVoucher,
    settings: SELL,
    data: (actor, req) =>
      sellVoucher(db, {
        actor,
        customerId: req.params.customerId,
        input: req.body,
      }),
  });
  counterDataRoute(app, {
    call: calls.useVoucher,
    settings: SELL,
    data: (actor, req) =>
      useVoucher(db, {
        actor,
        customerId: req.params.customerId,
        voucherId: req.params.voucherId,
        input: req.body,
      }),
  });
  counterDataRoute(app, {
    call: calls.refundVoucher,
    settings: REFUND,
    data: (actor, req) =>
      refundVoucher(db, {
        actor,
        customerId: req.params.customerId,
        voucherId: req.params.voucherId,
        input: req.body,
      }),
  });
};
