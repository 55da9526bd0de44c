import { storedValueCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import { counterDataRoute, ITEM_ACCESS, sellerDataRoute } from '../../http/data-route';
import {
  adjustDepository,
  listCustomerDepositories,
  listCustomerDepositoryTransactions,
  refundDepository,
  spendDepository,
  topUpDepository,
} from './customer-depositories';
import { createTopUpPlan, deleteTopUpPlan, listTopUpPlans, updateTopUpPlan } from './top-up-plans';

const { sell: SELL, manage: MANAGE, refund: REFUND } = ITEM_ACCESS;

/** Stored value: top-up plans and customers' accounts (/v1/sellers/{sellerId}/…). */
export const storedValueRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  sellerDataRoute(app, {
    call: calls.listTopUpPlans,
    settings: SELL,
    data: (sellerId) => listTopUpPlans(db, sellerId),
  });
  sellerDataRoute(app, {
    call: calls.createTopUpPlan,
    settings: MANAGE,
    data: (sellerId, req) => createTopUpPlan(db, sellerId, req.body),
  });
  sellerDataRoute(app, {
    call: calls.updateTopUpPlan,
    settings: MANAGE,
    data: (sellerId, req) =>
      updateTopUpPlan(db, {
        sellerId,
        planId: req.params.planId,
        input: req.body,
      }),
  });
  route(app, {
    call: calls.deleteTopUpPlan,
    settings: MANAGE,
    handler: async (req) => {
      await deleteTopUpPlan(db, req.seller!.id, req.params.planId);
    },
  });
  sellerDataRoute(app, {
    call: calls.listCustomerDepositories,
    settings: SELL,
    data: (sellerId, req) =>
      listCustomerDepositories(db, {
        sellerId,
        customerId: req.params.customerId,
        now: new Date(),
      }),
  });
  route(app, {
    call: calls.listCustomerDepositoryTransactions,
    settings: SELL,
    handler: async (req) =>
      listCustomerDepositoryTransactions(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        q: req.query,
      }),
  });
  counterDataRoute(app, {
    call: calls.topUpDepository,
    settings: SELL,
    data: (actor, req) =>
      topUpDepository(db, {
        actor,
        customerId: req.params.customerId,
        body: req.body,
      }),
  });
  counterDataRoute(app, {
    call: calls.spendDepository,
    settings: SELL,
    data: (actor, req) =>
      spendDepository(db, {
        actor,
        customerId: req.params.customerId,
        body: req.body,
      }),
  });
  counterDataRoute(app, {
    call: calls.refundDepository,
    settings: REFUND,
    data: (actor, req) =>
      refundDepository(db, {
        actor,
        customerId: req.params.customerId,
        body: req.body,
      }),
  });
  counterDataRoute(app, {
    call: calls.adjustDepository,
    settings: REFUND,
    data: (actor, req) =>
      adjustDepository(db, {
        actor,
        customerId: req.params.customerId,
        body: req.body,
      }),
  });
};
