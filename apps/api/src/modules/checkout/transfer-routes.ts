import { paymentCalls, transferReportCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { CheckoutContext } from './context';
import { confirmTransferReport, rejectTransferReport } from './transfer-decide';
import { listSellerTransferReports } from './transfer-reports';
import { reportTransfer } from './transfer-submit';

const USER = { access: 'user' } as const;
/** Every member sees the reported transfers (staff too: they answer the customer's call). */
const READ = { access: { seller: 'calendar.work' } } as const;
/** Owner and managers decide on them: confirming one records money. */
const DECIDE = { access: { seller: 'payments.transfers' } } as const;

/** Bank transfers: the customer reports one, the shop confirms or rejects it. */
export const transferRoutes: FastifyPluginAsync<{ ctx: CheckoutContext }> = async (
  app,
  { ctx },
) => {
  route(app, {
    call: paymentCalls.reportTransfer,
    settings: USER,
    handler: async (req) => ({
      data: await reportTransfer(ctx, { userId: req.user!.id, ...req.body }),
    }),
  });
  route(app, {
    call: transferReportCalls.listTransferReports,
    settings: READ,
    handler: async (req) =>
      listSellerTransferReports(ctx.db, { sellerId: req.seller!.id, ...req.query }),
  });
  route(app, {
    call: transferReportCalls.confirmTransferReport,
    settings: DECIDE,
    handler: async (req) => ({
      data: await confirmTransferReport(ctx, {
        sellerId: req.seller!.id,
        userId: req.user!.id,
        reportId: req.params.reportId,
      }),
    }),
  });
  route(app, {
    call: transferReportCalls.rejectTransferReport,
    settings: DECIDE,
    handler: async (req) => ({
      data: await rejectTransferReport(ctx, {
        sellerId: req.seller!.id,
        userId: req.user!.id,
        reportId: req.params.reportId,
        reason: req.body.reason,
      }),
    }),
  });
};
