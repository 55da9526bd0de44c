import { z } from 'zod';
import { defineCalls } from '../call';
import { idParams, pageOf, dataOf } from '../common';
import {
  LINE_PAY_APPLICATION_STATUSES,
  ZLinePayApplication,
} from '../payment-settings/line-pay-application';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from './calls';
import { adminsWho } from './roles';
import { adminReviewQueueQuery, ZAdminReasonRequest } from './schemas';

/** An application as the admin list shows it: the business, the seller, the status. */
export const ZAdminLinePayApplicationRow = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  status: z.enum(LINE_PAY_APPLICATION_STATUSES),
  businessName: z.string(),
  taxId: z.string(),
  submittedAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TAdminLinePayApplicationRow = z.infer<typeof ZAdminLinePayApplicationRow>;

/** The whole application, with the seller and the owner's phone (who gets the decision). */
export const ZAdminLinePayApplication = ZLinePayApplication.extend({
  sellerName: z.string(),
  ownerPhone: z.string().nullable(),
});
export type TAdminLinePayApplication = z.infer<typeof ZAdminLinePayApplication>;

/** `q`: part of the business name, the seller's name, or the tax id. */
export const ZAdminLinePayApplicationQuery = adminReviewQueueQuery(LINE_PAY_APPLICATION_STATUSES);
export type TAdminLinePayApplicationQuery = z.infer<typeof ZAdminLinePayApplicationQuery>;

export const ZAdminLinePayApplicationParams = idParams('applicationId');
export const ZAdminLinePayDocumentParams = idParams('applicationId', 'documentId');

/** Sellers' LINE Pay applications: reviewed, approved or sent back with a reason. */
export const adminLinePayApplicationCalls = defineCalls('admin line-pay applications', {
  listLinePayApplications: {
    method: 'GET',
    path: '/v1/admin/line-pay-applications',
    summary: 'LINE Pay applications, oldest waiting first, filtered by status and text',
    description: adminsWho('payments.applications'),
    query: ZAdminLinePayApplicationQuery,
    response: pageOf(ZAdminLinePayApplicationRow),
    errors: ADMIN_READ_ERRORS,
  },
  getLinePayApplication: {
    method: 'GET',
    path: '/v1/admin/line-pay-applications/{applicationId}',
    summary: 'One LINE Pay application with its documents',
    description: adminsWho('payments.applications'),
    params: ZAdminLinePayApplicationParams,
    response: dataOf(ZAdminLinePayApplication),
    errors: [...ADMIN_READ_ERRORS, 'E_NOT_FOUND'],
  },
  downloadLinePayDocument: {
    method: 'GET',
    path: '/v1/admin/line-pay-applications/{applicationId}/documents/{documentId}',
    summary: "Download an application's bank document (the file itself, as an attachment)",
    description: `${adminsWho('payments.applications')} The only way to the file: documents are never public.`,
    params: ZAdminLinePayDocumentParams,
    response: z.string().describe('the file bytes'),
    errors: [...ADMIN_READ_ERRORS, 'E_NOT_FOUND'],
  },
  approveLinePayApplication: {
    method: 'POST',
    path: '/v1/admin/line-pay-applications/{applicationId}:approve',
    summary: 'Approve an application under review: the seller may then enter channel keys',
    description: `${adminsWho('payments.applications')} Audited; the owner is told. Not under review: 409 E_LINE_PAY_APPLICATION_STATE.`,
    params: ZAdminLinePayApplicationParams,
    response: dataOf(ZAdminLinePayApplication),
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_LINE_PAY_APPLICATION_STATE'],
  },
  rejectLinePayApplication: {
    method: 'POST',
    path: '/v1/admin/line-pay-applications/{applicationId}:reject',
    summary: 'Send an application back with a reason the seller sees',
    description: `${adminsWho('payments.applications')} Audited; the owner is told and may resubmit. Not under review: 409 E_LINE_PAY_APPLICATION_STATE.`,
    params: ZAdminLinePayApplicationParams,
    body: ZAdminReasonRequest,
    response: dataOf(ZAdminLinePayApplication),
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_LINE_PAY_APPLICATION_STATE'],
  },
});
