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
  route(app, calls.listTopUpPlans, SELL, async (req) => ({
    data: await listTopUpPlans(db, req.seller!.id),
  }));
  route(app, calls.createTopUpPlan, MANAGE, async (req) => ({
    data: await createTopUpPlan(db, req.seller!.id, req.body),
  }));
  route(app, calls.updateTopUpPlan, MANAGE, async (req) => ({
    data: await updateTopUpPlan(db, {
      sellerId: req.seller!.id,
      planId: req.params.planId,
      input: req.body,
    }),
  }));
  route(app, calls.deleteTopUpPlan, MANAGE, async (req) => {
    await deleteTopUpPlan(db, req.seller!.id, req.params.planId);
  });
  route(app, calls.listCustomerDepositories, SELL, async (req) => ({
    data: await listCustomerDepositories(db, {
      sellerId: req.seller!.id,
      customerId: req.params.customerId,
      now: new Date(),
    }),
  }));
  route(app, calls.listCustomerDepositoryTransactions, SELL, async (req) =>
    listCustomerDepositoryTransactions(db, {
      sellerId: req.seller!.id,
      customerId: req.params.customerId,
      q: req.query,
    }),
  );
  route(app, calls.topUpDepository, SELL, async (req) => ({
    data: await topUpDepository(db, {
      actor: actor(req),
      customerId: req.params.customerId,
      body: req.body,
    }),
  }));
  route(app, calls.spendDepository, SELL, async (req) => ({
    data: await spendDepository(db, {
      actor: actor(req),
      customerId: req.params.customerId,
      body: req.body,
    }),
  }));
  route(app, calls.refundDepository, REFUND, async (req) => ({
    data: await refundDepository(db, {
      actor: actor(req),
      customerId: req.params.customerId,
      body: req.body,
    }),
  }));
  route(app, calls.adjustDepository, REFUND, async (req) => ({
    data: await adjustDepository(db, {
      actor: actor(req),
      customerId: req.params.customerId,
      body: req.body,
    }),
  }));
};
