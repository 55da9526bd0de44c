import { membershipCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import { routesOn } from '../../http/call-routes';
import type { Db } from '../../db/client';
import { myCustomerTags } from './customer-tags-of';
import { withMemberSummaries } from '../member-card';
import { getCustomerForm, getMyCustomer, listMyCustomers } from './my-customers';
import { sellerCustomerRoutes } from './seller-customers.routes';

const USER = { access: 'user' } as const;

/**
 * A seller's customer records (/v1/sellers/{sellerId}/customer-records*, tags) and the signed-in
 * user's own records (/v1/me/customers*), one per seller.
 */
export const customerRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(sellerCustomerRoutes, { db });
  route(app, {
    call: calls.listMyCustomers,
    settings: USER,
    handler: async (req) => {
      const records = await listMyCustomers(db, req.user!.id, {
        sellerId: req.query.sellerId,
        withShops: req.query.part?.includes('shops') ?? false,
      });
      const withSummary = req.query.part?.includes('summary') ?? false;
      return { data: withSummary ? await withMemberSummaries(db, records, new Date()) : records };
    },
  });
  routesOn(app).data(calls.getCustomerForm, USER, (req) =>
    getCustomerForm(db, req.user!.id, req.query.sellerId),
  );
  route(app, {
    call: calls.getMyCustomer,
    settings: USER,
    handler: async (req) => {
      const record = await getMyCustomer(db, {
        userId: req.user!.id,
        id: req.params.id,
        withShops: req.query.part?.includes('shops') ?? false,
      });
      const withSummary = req.query.part?.includes('summary') ?? false;
      return {
        data: withSummary ? (await withMemberSummaries(db, [record], new Date()))[0]! : record,
      };
    },
  });
  route(app, {
    call: calls.checkCustomerTags,
    settings: USER,
    handler: async (req) => {
      const tags = await myCustomerTags(db, req.body.sellerId, req.user!.id);
      return { data: { tags, vipExtraDays: Math.max(0, ...tags.map((t) => t.vipExtraDays ?? 0)) } };
    },
  });
};
