import { paymentCalls, transferReportCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routesOn } from '../../http/call-routes';
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
  const routes = routesOn(app);
  /** The calling member deciding on the report of the path. */
  const decider = (req: FastifyRequest & { params: { reportId: number } }) => ({
    sellerId: req.seller!.id,
    userId: req.user!.id,
    reportId: req.params.reportId,
  });
  routes.data(paymentCalls.reportTransfer, USER, (req) =>
    reportTransfer(ctx, { userId: req.user!.id, ...req.body }),
  );
  routes.reply(transferReportCalls.listTransferReports, READ, (req) =>
    listSellerTransferReports(ctx.db, { sellerId: req.seller!.id, ...req.query }),
  );
  routes.data(transferReportCalls.confirmTransferReport, DECIDE, (req) =>
    confirmTransferReport(ctx, decider(req)),
  );
  routes.data(transferReportCalls.rejectTransferReport, DECIDE, (req) =>
    rejectTransferReport(ctx, { ...decider(req), reason: req.body.reason }),
  );
};
