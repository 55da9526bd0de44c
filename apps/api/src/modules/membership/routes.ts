import { membershipCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { Db } from '../../db/client';
import { couponRoutes } from './coupons/routes';
import type { FileStorage } from '../../platform/storage/file-storage';
import { myCustomerTags } from './customer-tags-of';
import { getCustomerForm, getMyCustomer, listMyCustomers } from './my-customers';
import { productRoutes } from './products/routes';
import { withMemberSummaries } from './my-items/member-summary';
import { myItemRoutes } from './my-items/routes';
import { sellerCustomerRoutes } from './seller-customers.routes';
import { voucherRoutes } from './vouchers/routes';
import { storedValueRoutes } from './stored-value/stored-value.routes';

const USER = { access: 'user' } as const;

/** The signed-in user's customer records (/v1/me/customers*), one per seller. */
export const membershipRoutes: FastifyPluginAsync<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  await app.register(sellerCustomerRoutes, { db });
  await app.register(voucherRoutes, { db });
  await app.register(storedValueRoutes, { db });
  await app.register(couponRoutes, { db });
  await app.register(productRoutes, { db, storage });
  await app.register(myItemRoutes, { db });
  route(app, calls.listMyCustomers, USER, async (req) => {
    const records = await listMyCustomers(db, req.user!.id, {
      sellerId: req.query.sellerId,
      withShops: req.query.part?.includes('shops') ?? false,
    });
    const withSummary = req.query.part?.includes('summary') ?? false;
    return { data: withSummary ? await withMemberSummaries(db, records, new Date()) : records };
  });
  route(app, calls.getCustomerForm, USER, async (req) => ({
    data: await getCustomerForm(db, req.user!.id, req.query.sellerId),
  }));
  route(app, calls.getMyCustomer, USER, async (req) => {
    const record = await getMyCustomer(
      db,
      req.user!.id,
      req.params.id,
      req.query.part?.includes('shops') ?? false,
    );
    const withSummary = req.query.part?.includes('summary') ?? false;
    return {
      data: withSummary ? (await withMemberSummaries(db, [record], new Date()))[0]! : record,
    };
  });
  route(app, calls.checkCustomerTags, USER, async (req) => {
    const tags = await myCustomerTags(db, req.body.sellerId, req.user!.id);
    return { data: { tags, vipExtraDays: Math.max(0, ...tags.map((t) => t.vipExtraDays ?? 0)) } };
  });
};
