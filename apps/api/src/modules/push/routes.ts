import { adminPushCalls as calls, adminPushDevCalls as devCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import { receiveImage } from '../../http/image-upload';
import type { WorkQueue } from '../../jobs/work-queue';
import type { FileStorage } from '../../platform/storage/file-storage';
import { retireUnlessUsed } from '../uploads';
import { previewAudience } from './audience';
import type { PushContext } from './context';
import { PUSH_MESSAGE } from './delivery';
import {
  audienceOptions,
  cancelPushMessage,
  createPushMessage,
  listPushMessages,
  sendPushDraft,
  updatePushDraft,
} from './service';

export type PushRouteOptions = { ctx: PushContext; storage: FileStorage };

const PUSH = { access: { admin: 'push.send' } } as const;

/** The admin push messages: audience pickers and preview, compose, drafts, history, cancel. */
export const pushRoutes: FastifyPluginAsync<PushRouteOptions> = async (app, { ctx, storage }) => {
  const { db } = ctx;
  const routes = routesOn(app);
  routes.data(calls.getPushAudienceOptions, PUSH, () => audienceOptions(db));
  routes.data(calls.previewPushAudience, PUSH, (req) =>
    previewAudience(db, { kind: req.body.audience.kind, id: req.body.audience.id ?? null }),
  );
  routes.data(calls.uploadPushImage, PUSH, async (req) => {
    const url = await receiveImage(req, { storage, kind: 'PUSH_IMAGE', keyPrefix: 'push/image' });
    // Removed a day later unless a push message by then shows it (a draft given up).
    await retireUnlessUsed(db, url, ctx.clock());
    return { url };
  });
  routes.data(calls.createPushMessage, PUSH, (req) =>
    createPushMessage(db, {
      actor: req.admin!,
      input: req.body,
      now: ctx.clock(),
      work: ctx.work,
    }),
  );
  routes.data(calls.updatePushDraft, PUSH, (req) =>
    updatePushDraft(db, {
      actor: req.admin!,
      id: req.params.messageId,
      input: req.body,
      now: ctx.clock(),
    }),
  );
  routes.data(calls.sendPushDraft, PUSH, (req) =>
    sendPushDraft(db, {
      actor: req.admin!,
      id: req.params.messageId,
      sendAt: req.body.sendAt,
      now: ctx.clock(),
      work: ctx.work,
    }),
  );
  routes.reply(calls.listPushMessages, PUSH, (req) => listPushMessages(db, req.query));
  routes.data(calls.cancelPushMessage, PUSH, (req) =>
    cancelPushMessage(db, { actor: req.admin!, id: req.params.messageId, now: ctx.clock() }),
  );
};

/** Development and tests only (loopback): a pass over the push queue now, as a worker's. */
export const pushDevRoutes: FastifyPluginAsync<{ work: Pick<WorkQueue, 'workDue'> }> = async (
  app,
  { work },
) => {
  routesOn(app).data(devCalls.deliverPushMessages, { access: 'loopback' }, async () => ({
    worked: await work.workDue(PUSH_MESSAGE),
  }));
};
