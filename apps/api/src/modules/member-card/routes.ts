import { myItemCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { userCalls } from '../../http/data-route';
import { listMyCoupons } from './coupons';
import { listMyDepositories, listMyDepositoryTransactions } from './depositories';
import { listMyOrderRecords } from './order-records';
import { listMyVouchers, listMyVoucherTransactions } from './vouchers';

/**
 * The member card's reads (/v1/me/customers/{id}/…): what the signed-in user holds at the
 * seller of one of their customer records. Another user's record is 404.
 */
export const myItemRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  userCalls(
    app,
    db,
    myItemCalls,
  )(
    { access: 'user' },
    {
      listMyDepositories,
      listMyDepositoryTransactions,
      listMyVouchers,
      listMyVoucherTransactions,
      listMyCoupons,
      listMyOrderRecords,
    },
  );
};
