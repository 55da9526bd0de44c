import { storedValueCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import {
  adjustDepository,
  type DepositoryActor,
  listCustomerDepositories,
  listCustomerDepositoryTransactions,
  refundDepository,
  spendDepository,
  topUpDepository,
} from './customer-depositories';
import { createTopUpPlan, deleteTopUpPlan, listTopUpPlans, updateTopUpPlan } from './top-up-plans';

/** Every member works the counter: reads, top-ups, spends. */
const SELL = { access: { seller: 'items.sell' } } as const;
/** Owner and managers shape the plans. */
const MANAGE = { access: { seller: 'items.manage' } } as const;
/** Owner and managers pay back and correct balances. */
const REFUND = { access: { seller: 'items.refund' } } as const;

const actor = (req: FastifyRequest): DepositoryActor => ({
  sellerId: req.seller!.id,
  userId: req.user!.id,
  now: new Date(),
});

/** Stored value: top-up plans and customers' accounts (/v1/sellers/{sellerId}/…). */
export const storedValueRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, {
    call: calls.listTopUpPlans,
    settings: SELL,
    handler: async (req) => ({
      data: await listTopUpPlans(db, req.seller!.id),
    }),
  });
  route(app, {
    call: calls.createTopUpPlan,
    settings: MANAGE,
    handler: async (req) => ({
      data: await createTopUpPlan(db, req.seller!.id, req.body),
    }),
  });
  route(app, {
    call: calls.updateTopUpPlan,
    settings: MANAGE,
    handler: async (req) => ({
      data: await updateTopUpPlan(db, {
        sellerId: req.seller!.id,
        planId: req.params.planId,
        input: req.body,
      }),
    }),
  });
  route(app, {
    call: calls.deleteTopUpPlan,
    settings: MANAGE,
    handler: async (req) => {
      await deleteTopUpPlan(db, req.seller!.id, req.params.planId);
    },
  });
  route(app, {
    call: calls.listCustomerDepositories,
    settings: SELL,
    handler: async (req) => ({
      data: await listCustomerDepositories(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        now: new Date(),
      }),
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
  route(app, {
    call: calls.topUpDepository,
    settings: SELL,
    handler: async (req) => ({
      data: await topUpDepository(db, {
        actor: actor(req),
        customerId: req.params.customerId,
        body: req.body,
      }),
    }),
  });
  route(app, {
    call: calls.spendDepository,
    settings: SELL,
    handler: async (req) => ({
      data: await spendDepository(db, {
        actor: actor(req),
        customerId: req.params.customerId,
        body: req.body,
      }),
    }),
  });
  route(app, {
    call: calls.refundDepository,
    settings: REFUND,
    handler: async (req) => ({
      data: await refundDepository(db, {
        actor: actor(req),
        customerId: req.params.customerId,
        body: req.body,
      }),
    }),
  });
  route(app, {
    call: calls.adjustDepository,
    settings: REFUND,
    handler: async (req) => ({
      data: await adjustDepository(db, {
        actor: actor(req),
        customerId: req.params.customerId,
        body: req.body,
      }),
    }),
  });
};
