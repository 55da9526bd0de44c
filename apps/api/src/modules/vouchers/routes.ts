import { voucherCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import {
  listCustomerVouchers,
  listVoucherBookings,
  listVoucherTransactions,
  refundVoucher,
  sellVoucher,
  useVoucher,
  type VoucherActor,
} from './customer-vouchers';
import { listSellerServices } from './seller-items';
import {
  createVoucherTemplate,
  deleteVoucherTemplate,
  getVoucherTemplate,
  listVoucherTemplates,
  updateVoucherTemplate,
} from './voucher-templates';

/** Every member sells vouchers and uses their sessions. */
const SELL = { access: { seller: 'items.sell' } } as const;
/** Owner and managers shape the templates. */
const MANAGE = { access: { seller: 'items.manage' } } as const;
/** Owner and managers refund. */
const REFUND = { access: { seller: 'items.refund' } } as const;

const actor = (req: FastifyRequest): VoucherActor => ({
  sellerId: req.seller!.id,
  userId: req.user!.id,
  now: new Date(),
});

/** Voucher templates and the vouchers customers hold (/v1/sellers/{sellerId}/…). */
export const voucherRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, {
    call: calls.listVoucherTemplates,
    settings: SELL,
    handler: async (req) => ({
      data: await listVoucherTemplates(db, req.seller!.id),
    }),
  });
  route(app, {
    call: calls.listVoucherServices,
    settings: SELL,
    handler: async (req) => ({
      data: await listSellerServices(db, req.seller!.id),
    }),
  });
  route(app, {
    call: calls.getVoucherTemplate,
    settings: SELL,
    handler: async (req) => ({
      data: await getVoucherTemplate(db, req.seller!.id, req.params.templateId),
    }),
  });
  route(app, {
    call: calls.createVoucherTemplate,
    settings: MANAGE,
    handler: async (req) => ({
      data: await createVoucherTemplate(db, req.seller!.id, req.body),
    }),
  });
  route(app, {
    call: calls.updateVoucherTemplate,
    settings: MANAGE,
    handler: async (req) => ({
      data: await updateVoucherTemplate(db, {
        sellerId: req.seller!.id,
        templateId: req.params.templateId,
        input: req.body,
      }),
    }),
  });
  route(app, {
    call: calls.deleteVoucherTemplate,
    settings: MANAGE,
    handler: async (req) => {
      await deleteVoucherTemplate(db, req.seller!.id, req.params.templateId);
    },
  });
  route(app, {
    call: calls.listCustomerVouchers,
    settings: SELL,
    handler: async (req) => ({
      data: await listCustomerVouchers(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        state: req.query.state,
        now: new Date(),
      }),
    }),
  });
  route(app, {
    call: calls.listVoucherTransactions,
    settings: SELL,
    handler: async (req) => ({
      data: await listVoucherTransactions(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        voucherId: req.params.voucherId,
      }),
    }),
  });
  route(app, {
    call: calls.listVoucherBookings,
    settings: SELL,
    handler: async (req) => ({
      data: await listVoucherBookings(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        voucherId: req.params.voucherId,
      }),
    }),
  });
  route(app, {
    call: calls.sellVoucher,
    settings: SELL,
    handler: async (req) => ({
      data: await sellVoucher(db, {
        actor: actor(req),
        customerId: req.params.customerId,
        input: req.body,
      }),
    }),
  });
  route(app, {
    call: calls.useVoucher,
    settings: SELL,
    handler: async (req) => ({
      data: await useVoucher(db, {
        actor: actor(req),
        customerId: req.params.customerId,
        voucherId: req.params.voucherId,
        input: req.body,
      }),
    }),
  });
  route(app, {
    call: calls.refundVoucher,
    settings: REFUND,
    handler: async (req) => ({
      data: await refundVoucher(db, {
        actor: actor(req),
        customerId: req.params.customerId,
        voucherId: req.params.voucherId,
        input: req.body,
      }),
    }),
  });
};
