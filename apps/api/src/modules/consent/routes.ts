import { consentCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import { sellerDataRoute, userDataRoute } from '../../http/data-route';
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
  route(app, {
    call: calls.checkConsentForms,
    settings: USER,
    handler: async (req) => {
      const order = await loadOwnOrder(db, { userId: req.user!.id, orderId: req.body.orderId });
      return { data: { orderId: order.id, forms: await consentFormsOfOrder(db, order) } };
    },
  });
  route(app, {
    call: calls.getConsentForm,
    settings: USER,
    handler: async (req) => ({
      data: await getFillableForm(db, { formId: req.params.consentFormId }),
    }),
  });
  userDataRoute(app, {
    call: calls.createConsentResponse,
    settings: ANSWERING,
    data: (userId, req) =>
      createConsentResponse(db, {
        userId,
        input: req.body,
        now: clock(),
      }),
  });

  // The member card (/v1/me/customers/{id}/…): another user's record is 404.
  route(app, {
    call: calls.listMyConsentFormsDue,
    settings: USER,
    handler: async (req) => {
      const customer = await loadOwnCustomer(db, req.user!.id, req.params.id);
      return { data: await consentFormsDueOfCustomer(db, customer.id, clock()) };
    },
  });
  route(app, {
    call: calls.getMyConsentForm,
    settings: USER,
    handler: async (req) => {
      const customer = await loadOwnCustomer(db, req.user!.id, req.params.id);
      return {
        data: await getFillableForm(db, {
          formId: req.params.consentFormId,
          sellerId: customer.sellerId,
        }),
      };
    },
  });
  route(app, {
    call: calls.listMyConsentResponses,
    settings: USER,
    handler: async (req) => {
      const customer = await loadOwnCustomer(db, req.user!.id, req.params.id);
      return { data: await listCustomerResponses(db, customer.id, clock()) };
    },
  });
  route(app, {
    call: calls.createMyConsentResponse,
    settings: ANSWERING,
    handler: async (req) => {
      const customer = await loadOwnCustomer(db, req.user!.id, req.params.id);
      return {
        data: await createConsentResponse(db, {
          userId: req.user!.id,
          customerId: customer.id,
          input: req.body,
          now: clock(),
        }),
      };
    },
  });
  route(app, {
    call: calls.getMyConsentResponse,
    settings: USER,
    handler: async (req) => {
      const customer = await loadOwnCustomer(db, req.user!.id, req.params.id);
      const row = await loadCustomerResponse(db, customer.id, req.params.responseId);
      return { data: await presentResponse(db, row, clock()) };
    },
  });
  route(app, {
    call: calls.updateMyConsentResponse,
    settings: ANSWERING,
    handler: async (req) => {
      const customer = await loadOwnCustomer(db, req.user!.id, req.params.id);
      return {
        data: await correctConsentResponse(db, {
          userId: req.user!.id,
          customerId: customer.id,
          responseId: req.params.responseId,
          answers: req.body.answers,
          now: clock(),
        }),
      };
    },
  });

  // The seller's side (/v1/sellers/{sellerId}/…).
  sellerDataRoute(app, {
    call: calls.listSellerConsentForms,
    settings: WORK,
    data: (sellerId) => listSellerConsentForms(db, sellerId),
  });
  sellerDataRoute(app, {
    call: calls.getSellerConsentForm,
    settings: WORK,
    data: (sellerId, req) => getSellerConsentForm(db, sellerId, req.params.formId),
  });
  sellerDataRoute(app, {
    call: calls.createSellerConsentForm,
    settings: MANAGE,
    data: (sellerId, req) =>
      createSellerConsentForm(db, {
        sellerId,
        userId: req.user!.id,
        input: req.body,
      }),
  });
  sellerDataRoute(app, {
    call: calls.updateSellerConsentForm,
    settings: MANAGE,
    data: (sellerId, req) =>
      updateSellerConsentForm(db, {
        sellerId,
        formId: req.params.formId,
        userId: req.user!.id,
        input: req.body,
      }),
  });
  route(app, {
    call: calls.deleteSellerConsentForm,
    settings: MANAGE,
    handler: async (req) => {
      await deleteSellerConsentForm(db, { sellerId: req.seller!.id, formId: req.params.formId });
    },
  });
  route(app, {
    call: calls.listSellerOrderConsentForms,
    settings: WORK,
    handler: async (req) => {
      const order = await loadSellerOrder(db, req.seller!.id, req.params.orderId);
      return { data: { orderId: order.id, forms: await consentFormsOfOrder(db, order) } };
    },
  });
  sellerDataRoute(app, {
    call: calls.listSellerCustomerConsentForms,
    settings: WORK,
    data: (sellerId, req) =>
      getSellerCustomerConsentForms(db, {
        sellerId,
        customerId: req.params.customerId,
        now: clock(),
      }),
  });
  sellerDataRoute(app, {
    call: calls.getSellerConsentResponse,
    settings: WORK,
    data: (sellerId, req) =>
      getSellerConsentResponse(db, {
        sellerId,
        responseId: req.params.responseId,
        now: clock(),
      }),
  });
};
