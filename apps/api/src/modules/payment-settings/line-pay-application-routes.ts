import {
  adminLinePayApplicationCalls as adminCalls,
  linePayApplicationCalls as calls,
} from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import { receiveDocument } from '../../http/document-upload';
import { route } from '../../http/route';
import type { AdminUser, ReviewDecision } from '../admin';
import type { PaymentsContext } from './context';
import {
  getLinePayApplication,
  saveLinePayDocument,
  submitLinePayApplication,
} from './line-pay-application';
import {
  decideLinePayApplication,
  decisionMessage,
  getLinePayApplicationForAdmin,
  linePayDocumentForAdmin,
  listLinePayApplications,
} from './line-pay-application-admin';

/** The owner applies: LINE Pay moves money. */
const OWNER = { access: { seller: 'payments.credentials' } } as const;
const REVIEW = { access: { admin: 'payments.applications' } } as const;

export type LinePayApplicationRouteOptions = {
  ctx: PaymentsContext;
  /** Tells the seller's owner of a decision (SMS), after the response. */
  notifyOwner: (phoneNumber: string, text: string) => void;
};

/** Sellers apply for LINE Pay; platform admins review the applications and their documents. */
export const linePayApplicationRoutes: FastifyPluginAsync<LinePayApplicationRouteOptions> = async (
  app,
  { ctx, notifyOwner },
) => {
  const { db } = ctx;
  const routes = routesOn(app);
  routes.data(calls.getLinePayApplication, OWNER, (req) =>
    getLinePayApplication(db, req.params.sellerId),
  );
  routes.data(calls.uploadLinePayDocument, OWNER, async (req) =>
    saveLinePayDocument(db, req.params.sellerId, await receiveDocument(req)),
  );
  routes.data(calls.submitLinePayApplication, OWNER, (req) =>
    submitLinePayApplication(db, { ...req.params, input: req.body, now: ctx.clock() }),
  );

  routes.reply(adminCalls.listLinePayApplications, REVIEW, (req) =>
    listLinePayApplications(db, req.query),
  );
  routes.data(adminCalls.getLinePayApplication, REVIEW, (req) =>
    getLinePayApplicationForAdmin(db, req.params.applicationId),
  );
  route(app, {
    call: adminCalls.downloadLinePayDocument,
    settings: REVIEW,
    handler: async (req, reply) => {
      const file = await linePayDocumentForAdmin(db, req.params);
      const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body) as never;
    },
  });
  const decide = async (actor: AdminUser, applicationId: number, decision: ReviewDecision) => {
    const application = await decideLinePayApplication(db, {
      actor,
      applicationId,
      decision,
      now: ctx.clock(),
    });
    if (application.ownerPhone) notifyOwner(application.ownerPhone, decisionMessage(application));
    return application;
  };
  routes.data(adminCalls.approveLinePayApplication, REVIEW, (req) =>
    decide(req.admin!, req.params.applicationId, { verb: 'approve' }),
  );
  routes.data(adminCalls.rejectLinePayApplication, REVIEW, (req) =>
    decide(req.admin!, req.params.applicationId, { verb: 'reject', reason: req.body.reason }),
  );
};
