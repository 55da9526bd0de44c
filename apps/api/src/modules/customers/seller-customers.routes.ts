import { can, sellerCustomerCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import { sellerDataRoute } from '../../http/data-route';
import {
  createCustomerTag,
  deleteCustomerTag,
  listCustomerTags,
  updateCustomerTag,
} from './customer-tags';
import {
  type CustomerReader,
  getCustomerRecord,
  listCustomerRecordOrders,
  listCustomerRecords,
  updateCustomerRecord,
} from './seller-customers';

/** Every member works customer records (notes, tags); phone numbers by customers.unmask. */
const WORK = { access: { seller: 'customers.work' } } as const;
/** Owner and managers shape the tags themselves. */
const MANAGE_TAGS = { access: { seller: 'tags.manage' } } as const;

/** The route's seller, and whether the caller's role sees whole phone numbers. */
const reader = (req: FastifyRequest): CustomerReader => ({
  sellerId: req.seller!.id,
  unmasked: can(req.seller!.role, 'customers.unmask'),
});

/** The seller's customer records and customer tags (/v1/sellers/{sellerId}/customer-…). */
export const sellerCustomerRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  sellerDataRoute(app, {
    call: calls.listCustomerTags,
    settings: WORK,
    data: (sellerId) => listCustomerTags(db, sellerId),
  });
  sellerDataRoute(app, {
    call: calls.createCustomerTag,
    settings: MANAGE_TAGS,
    data: (sellerId, req) => createCustomerTag(db, sellerId, req.body),
  });
  sellerDataRoute(app, {
    call: calls.updateCustomerTag,
    settings: MANAGE_TAGS,
    data: (sellerId, req) =>
      updateCustomerTag(db, {
        sellerId,
        tagId: req.params.tagId,
        input: req.body,
      }),
  });
  route(app, {
    call: calls.deleteCustomerTag,
    settings: MANAGE_TAGS,
    handler: async (req) => {
      await deleteCustomerTag(db, req.seller!.id, req.params.tagId);
    },
  });
  route(app, {
    call: calls.listCustomerRecords,
    settings: WORK,
    handler: async (req) => listCustomerRecords(db, reader(req), req.query),
  });
  route(app, {
    call: calls.getCustomerRecord,
    settings: WORK,
    handler: async (req) => ({
      data: await getCustomerRecord(db, reader(req), req.params.customerId),
    }),
  });
  route(app, {
    call: calls.updateCustomerRecord,
    settings: WORK,
    handler: async (req) => ({
      data: await updateCustomerRecord(db, {
        reader: reader(req),
        customerId: req.params.customerId,
        change: req.body,
      }),
    }),
  });
  route(app, {
    call: calls.listCustomerRecordOrders,
    settings: WORK,
    handler: async (req) =>
      listCustomerRecordOrders(db, {
        reader: reader(req),
        customerId: req.params.customerId,
        q: req.query,
      }),
  });
};
