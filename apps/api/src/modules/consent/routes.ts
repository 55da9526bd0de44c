import { consentCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { routesOn } from '../../http/call-routes';
import { loadOwnCustomer } from '../member-card';
import { correctConsentResponse } from './corrections';
import { consentFormsDueOfCustomer, consentFormsOfOrder } from './due';
import { getFillableForm } from './fill-form';
import {
  createSellerConsentForm,
  deleteSellerConsentForm,
  getSellerConsentForm,
  listSellerConsentForms,
  updateSellerConsentForm,
} from './forms';
import { loadOwnOrder, loadSellerOrder } from './orders';
import { presentResponse } from './present-responses';
import {
  createConsentResponse,
  getSellerConsentResponse,
  getSellerCustomerConsentForms,
  listCustomerResponses,
  loadCustomerResponse,
} from './responses';

const USER = { access: 'user' } as const;
/**
 * Answers carry signatures (each up to CONSENT_LIMITS.signatureChars): a form with a few
 * signature items needs more than the app's 1 MB body limit.
 */
const ANSWERING = { access: 'user', bodyLimit: 4 * 1024 * 1024 } as const;
/** Every member reads forms and responses. */
const WORK = { access: { seller: 'customers.work' } } as const;
/** Owner and managers write forms. */
const MANAGE = { access: { seller: 'consent.manage' } } as const;

export type ConsentRoutesOptions = {
  db: Db;
  /** The app's notion of now (tests fix it): what locks a response once the visit starts. */
  clock: () => Date;
};

/** Consent forms: filled by customers for their orders, written and read by the seller. */
export const consentRoutes: FastifyPluginAsync<ConsentRoutesOptions> = async (
  app,
  { db, clock },
) => {
  const routes = routesOn(app);
  /** The caller's own customer record of the path (/v1/me/customers/{id}): another user's is 404. */
  const myCustomer = (req: FastifyRequest & { params: { id: number } }) =>
    loadOwnCustomer(db, req.user!.id, req.params.id);

  routes.data(calls.checkConsentForms, USER, async (req) => {
    const order = await loadOwnOrder(db, { userId: req.user!.id, orderId: req.body.orderId });
    return { orderId: order.id, forms: await consentFormsOfOrder(db, order) };
  });
  routes.data(calls.getConsentForm, USER, (req) =>
    getFillableForm(db, { formId: req.params.consentFormId }),
  );
  routes.data(calls.createConsentResponse, ANSWERING, (req) =>
    createConsentResponse(db, { userId: req.user!.id, input: req.body, now: clock() }),
  );

  // The member card (/v1/me/customers/{id}/…).
  routes.data(calls.listMyConsentFormsDue, USER, async (req) =>
    consentFormsDueOfCustomer(db, (await myCustomer(req)).id, clock()),
  );
  routes.data(calls.getMyConsentForm, USER, async (req) => {
    const { sellerId } = await myCustomer(req);
    return getFillableForm(db, { formId: req.params.consentFormId, sellerId });
  });
  routes.data(calls.listMyConsentResponses, USER, async (req) =>
    listCustomerResponses(db, (await myCustomer(req)).id, clock()),
  );
  routes.data(calls.createMyConsentResponse, ANSWERING, async (req) => {
    const customer = await myCustomer(req);
    const input = { userId: req.user!.id, customerId: customer.id, input: req.body };
    return createConsentResponse(db, { ...input, now: clock() });
  });
  routes.data(calls.getMyConsentResponse, USER, async (req) => {
    const customer = await myCustomer(req);
    const row = await loadCustomerResponse(db, customer.id, req.params.responseId);
    return presentResponse(db, row, clock());
  });
  routes.data(calls.updateMyConsentResponse, ANSWERING, async (req) => {
    const customer = await myCustomer(req);
    const { responseId } = req.params;
    const { answers } = req.body;
    const input = { userId: req.user!.id, customerId: customer.id, responseId, answers };
    return correctConsentResponse(db, { ...input, now: clock() });
  });

  // The seller's side (/v1/sellers/{sellerId}/…).
  routes.data(calls.listSellerConsentForms, WORK, (req) =>
    listSellerConsentForms(db, req.seller!.id),
  );
  routes.data(calls.getSellerConsentForm, WORK, (req) =>
    getSellerConsentForm(db, req.seller!.id, req.params.formId),
  );
  routes.data(calls.createSellerConsentForm, MANAGE, (req) =>
    createSellerConsentForm(db, {
      sellerId: req.seller!.id,
      userId: req.user!.id,
      input: req.body,
    }),
  );
  routes.data(calls.updateSellerConsentForm, MANAGE, (req) => {
    const { formId } = req.params;
    const input = { sellerId: req.seller!.id, formId, userId: req.user!.id };
    return updateSellerConsentForm(db, { ...input, input: req.body });
  });
  routes.empty(calls.deleteSellerConsentForm, MANAGE, (req) =>
    deleteSellerConsentForm(db, { sellerId: req.seller!.id, formId: req.params.formId }),
  );
  routes.data(calls.listSellerOrderConsentForms, WORK, async (req) => {
    const order = await loadSellerOrder(db, req.seller!.id, req.params.orderId);
    return { orderId: order.id, forms: await consentFormsOfOrder(db, order) };
  });
  routes.data(calls.listSellerCustomerConsentForms, WORK, (req) => {
    const { customerId } = req.params;
    return getSellerCustomerConsentForms(db, {
      sellerId: req.seller!.id,
      customerId,
      now: clock(),
    });
  });
  routes.data(calls.getSellerConsentResponse, WORK, (req) => {
    const { responseId } = req.params;
    return getSellerConsentResponse(db, { sellerId: req.seller!.id, responseId, now: clock() });
  });
};
