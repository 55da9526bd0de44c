import { myItemCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import { userDataRoute } from '../../http/data-route';
import { listMyCoupons } from './coupons';
import { listMyDepositories, listMyDepositoryTransactions } from './depositories';
import { listMyOrderRecords } from './order-records';
import { listMyVouchers, listMyVoucherTransactions } from './vouchers';

const USER = { access: 'user' } as const;

/**
 * The member card's reads (/v1/me/customers/{id}/…): what the signed-in user holds at the
 * seller of one of their customer records. Another user's record is 404.
 */
export const myItemRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  userDataRoute(app, {
    call: calls.listMyDepositories,
    settings: USER,
    data: (userId, req) =>
      listMyDepositories(db, {
        userId,
        customerId: req.params.id,
        now: new Date(),
      }),
  });
  route(app, {
    call: calls.listMyDepositoryTransactions,
    settings: USER,
    handler: async (req) =>
      listMyDepositoryTransactions(db, {
        userId: req.user!.id,
        customerId: req.params.id,
        depositoryId: req.params.depositoryId,
        ...req.query,
      }),
  });
  userDataRoute(app, {
    call: calls.listMyVouchers,
    settings: USER,
    data: (userId, req) =>
      listMyVouchers(db, {
        userId,
        customerId: req.params.id,
        state: req.query.state,
        now: new Date(),
      }),
  });
  route(app, {
    call: calls.listMyVoucherTransactions,
    settings: USER,
    handler: async (req) =>
      listMyVoucherTransactions(db, {
        userId: req.user!.id,
        customerId: req.params.id,
        voucherId: req.params.voucherId,
        ...req.query,
      }),
  });
  route(app, {
    call: calls.listMyCoupons,
    settings: USER,
    handler: async (req) =>
      listMyCoupons(db, {
        userId: req.user!.id,
        customerId: req.params.id,
        ...req.query,
        now: new Date(),
      }),
  });
  route(app, {
    call: calls.listMyOrderRecords,
    settings: USER,
    handler: async (req) =>
      listMyOrderRecords(db, { userId: req.user!.id, customerId: req.params.id, ...req.query }),
  });
};
