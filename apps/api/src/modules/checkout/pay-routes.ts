import { paymentCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import { userDataRoute } from '../../http/data-route';
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
  userDataRoute(app, {
    call: calls.listPrepaymentPaymentMethods,
    settings: USER,
    data: (userId, req) => listPrepaymentPaymentMethods(ctx, { userId, ...req.body }),
  });
  route(app, {
    call: calls.payPrepayment,
    settings: USER,
    handler: async (req) => {
      const input = { userId: req.user!.id, ...req.body };
      return {
        data:
          req.body.method === 'LINE_PAY'
            ? await payByLinePay(ctx, input)
            : await payByDepository(ctx, input),
      };
    },
  });
  userDataRoute(app, {
    call: calls.payBalance,
    settings: USER,
    data: (userId, req) => payBalance(ctx, { userId, ...req.body }),
  });
  route(app, {
    call: calls.confirmPayment,
    settings: PUBLIC,
    handler: async (req) => ({
      data: await confirmLinePayment(ctx, req.body),
    }),
  });
};
