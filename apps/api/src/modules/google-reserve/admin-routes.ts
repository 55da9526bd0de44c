import { adminGoogleReserveCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { routesOn } from '../../http/call-routes';
import { decideGoogleReserveMerchant, listGoogleReserveMerchants } from './enrolment-admin';

const READ = { access: { admin: 'shops.read' } } as const;
const REVIEW = { access: { admin: 'shops.review' } } as const;

/** Platform admins review shops' Reserve with Google enrolments (audited). */
export const googleReserveAdminRoutes: FastifyPluginAsync<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const routes = routesOn(app);
  routes.reply(calls.listGoogleReserveMerchants, READ, (req) =>
    listGoogleReserveMerchants(db, req.query),
  );
  routes.data(calls.approveGoogleReserveMerchant, REVIEW, (req) =>
    decideGoogleReserveMerchant(db, {
      actor: req.admin!,
      shopId: req.params.shopId,
      decision: { verb: 'approve' },
      now: clock(),
    }),
  );
  routes.data(calls.rejectGoogleReserveMerchant, REVIEW, (req) =>
    decideGoogleReserveMerchant(db, {
      actor: req.admin!,
      shopId: req.params.shopId,
      decision: { verb: 'reject', reason: req.body.reason },
      now: clock(),
    }),
  );
};
