import { googleReserveCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { routesOn } from '../../http/call-routes';
import {
  listGoogleReserveShops,
  saveGoogleReserveEnrolment,
  withdrawGoogleReserveEnrolment,
} from './enrolment';

/** Every member sees where the shops stand; owners and managers enrol and change them. */
const READ = { access: { seller: 'shops.read' } } as const;
const UPDATE_SHOP = { access: { seller: 'shops.update', shop: true } } as const;

/** A seller's shops on Reserve with Google: enrol, change, withdraw (decision 026). */
export const googleReserveSellerRoutes: FastifyPluginAsync<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const routes = routesOn(app);
  routes.data(calls.listGoogleReserveShops, READ, (req) =>
    listGoogleReserveShops(db, req.params.sellerId),
  );
  routes.data(calls.putGoogleReserveEnrolment, UPDATE_SHOP, (req) =>
    saveGoogleReserveEnrolment(db, { shopId: req.params.shopId, input: req.body, now: clock() }),
  );
  routes.empty(calls.deleteGoogleReserveEnrolment, UPDATE_SHOP, (req) =>
    withdrawGoogleReserveEnrolment(db, req.params.shopId),
  );
};
