import { paymentCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import { confirmLinePayment } from './confirm-line-payment';
import type { CheckoutContext } from './context';
import { payBalance } from './pay-balance';
import { payByDepository } from './pay-by-depository';
import { payByLinePay } from './pay-by-line-pay';
import { listPrepaymentPaymentMethods } from './payment-methods';

const USER = { access: 'user' } as const;
/** LINE Pay may send the customer back into another browser (the LINE app): no sign-in there. */
const PUBLIC = { access: 'public' } as const;

/** The customer pays a prepayment or the rest: methods, LINE Pay or stored value, LINE Pay's return. */
export const payRoutes: FastifyPluginAsync<{ ctx: CheckoutContext }> = async (app, { ctx }) => {
  const routes = routesOn(app);
  routes.data(calls.listPrepaymentPaymentMethods, USER, (req) =>
    listPrepaymentPaymentMethods(ctx, { userId: req.user!.id, ...req.body }),
  );
  routes.data(calls.payPrepayment, USER, (req) => {
    const input = { userId: req.user!.id, ...req.body };
    return req.body.method === 'LINE_PAY' ? payByLinePay(ctx, input) : payByDepository(ctx, input);
  });
  routes.data(calls.payBalance, USER, (req) =>
    payBalance(ctx, { userId: req.user!.id, ...req.body }),
  );
  routes.data(calls.confirmPayment, PUBLIC, (req) => confirmLinePayment(ctx, req.body));
};
