import { storedValueCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ITEM_ACCESS, sellerCalls } from '../../http/data-route';
import {
  adjustDepository,
  listCustomerDepositories,
  listCustomerDepositoryTransactions,
  refundDepository,
  spendDepository,
  topUpDepository,
} from './customer-depositories';
import { createTopUpPlan, deleteTopUpPlan, listTopUpPlans, updateTopUpPlan } from './top-up-plans';

/** Stored value: top-up plans and customers' accounts (/v1/sellers/{sellerId}/…). */
export const storedValueRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const answer = sellerCalls(app, db, storedValueCalls);
  answer(ITEM_ACCESS.sell, {
    listTopUpPlans,
    listCustomerDepositories,
    listCustomerDepositoryTransactions,
    topUpDepository,
    spendDepository,
  });
  answer(ITEM_ACCESS.manage, { createTopUpPlan, updateTopUpPlan, deleteTopUpPlan });
  answer(ITEM_ACCESS.refund, { refundDepository, adjustDepository });
};
