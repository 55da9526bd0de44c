import { defineCalls } from '../call';
import { codes } from '../call-errors';
import { dataOf, idParams } from '../common';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from '../admin/calls';
import { adminsWho } from '../admin/roles';
import { ZShopLicense } from '../catalogue/schemas';
import {
  ZAdminExtendLicenceRequest,
  ZAdminRefundRequest,
  ZAdminSystemOrder,
  ZAdminSystemOrdersQuery,
  ZAdminSystemOrdersResponse,
} from './schemas';

/** The platform's side of billing: `/admin/system-order` and the seller page's orders table. */
export const adminBillingCalls = defineCalls('admin-billing', {
  listAdminSystemOrders: {
    method: 'GET',
    path: '/v1/admin/system-orders',
    summary: 'Every system order across sellers, newest first, filtered by status, seller and date',
    description: adminsWho('sellers.read'),
    query: ZAdminSystemOrdersQuery,
    response: ZAdminSystemOrdersResponse,
    errors: ADMIN_READ_ERRORS,
  },
  refundSystemOrder: {
    method: 'POST',
    path: '/v1/admin/system-orders/{systemOrderId}:refund',
    summary: 'Refund a paid system order in full, with a reason (audited)',
    description: `${adminsWho('billing.manage')} Refunds through the card gateway; the licence period it paid for ends now. A refunded order answers as it is.`,
    params: idParams('systemOrderId'),
    body: ZAdminRefundRequest,
    response: dataOf(ZAdminSystemOrder),
    errors: codes(
      ...ADMIN_WRITE_ERRORS,
      'E_NOT_FOUND',
      'E_SYSTEM_ORDER_STATE',
      'E_PAYMENT_PROVIDER_UNAVAILABLE',
    ),
  },
  extendShopLicence: {
    method: 'POST',
    path: '/v1/admin/shops/{shopId}/licence:extend',
    summary:
      "Extend a shop's licence (or grant a free period) by whole days, with a reason (audited)",
    description: `${adminsWho('billing.manage')} Writes a GRANT system order of 0; a paused shop takes online bookings again at once.`,
    params: idParams('shopId'),
    body: ZAdminExtendLicenceRequest,
    response: dataOf(ZShopLicense),
    errors: codes(...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND'),
  },
});
