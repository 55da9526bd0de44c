import { sellerCustomerCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { sellerCalls } from '../../http/data-route';
import {
  createCustomerTag,
  deleteCustomerTag,
  listCustomerTags,
  updateCustomerTag,
} from './customer-tags';
import {
  getCustomerRecord,
  listCustomerRecordOrders,
  listCustomerRecords,
  updateCustomerRecord,
} from './seller-customers';

/** The seller's customer records and customer tags (/v1/sellers/{sellerId}/customer-…). */
export const sellerCustomerRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const answer = sellerCalls(app, db, sellerCustomerCalls);
  // Every member works customer records (notes, tags); phone numbers by customers.unmask.
  answer(
    { access: { seller: 'customers.work' } },
    {
      listCustomerTags,
      listCustomerRecords,
      getCustomerRecord,
      updateCustomerRecord,
      listCustomerRecordOrders,
    },
  );
  // Owner and managers shape the tags themselves.
  answer(
    { access: { seller: 'tags.manage' } },
    { createCustomerTag, updateCustomerTag, deleteCustomerTag },
  );
};
