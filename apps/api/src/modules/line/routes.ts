import { lineCalls, lineSettingsCalls, lineWebhookCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { LineContext } from './context';
import { getMyLineCustomer, linkLineCustomer } from './link';
import { resendOrderFlex, sendTestMessage } from './resend';
import {
  loadLineSettings,
  presentLineSettings,
  publicLineSettings,
  saveLineSettings,
} from './settings';
import { handleLineEvents } from './webhook';

const SETTINGS = { access: { seller: 'line.settings' } } as const;

/** The LINE area's settings, customer linking, the order message again, the dashboard settings. */
export const lineRoutes: FastifyPluginAsync<{ ctx: LineContext }> = async (app, { ctx }) => {
  route(app, {
    call: lineCalls.getPublicLineSettings,
    settings: { access: 'public' },
    handler: async (req) => ({
      data: await publicLineSettings(ctx.db, req.query.sellerId),
    }),
  });
  route(app, {
    call: lineCalls.getMyLineCustomer,
    settings: { access: 'user' },
    handler: async (req) => ({
      data: await getMyLineCustomer(ctx, req.user!.id, req.query.sellerId),
    }),
  });
  route(app, {
    call: lineCalls.linkLineCustomer,
    settings: { access: 'user' },
    handler: async (req) => ({
      data: await linkLineCustomer(ctx, req.user!.id, req.body),
    }),
  });
  route(app, {
    call: lineCalls.resendLineFlexMessages,
    settings: { access: 'user' },
    handler: async (req) => ({
      data: await resendOrderFlex(ctx, req.user!.id, req.body.orderId),
    }),
  });

  route(app, {
    call: lineSettingsCalls.getLineSettings,
    settings: SETTINGS,
    handler: async (req) => ({
      data: await presentLineSettings(
        ctx,
        req.params.sellerId,
        await loadLineSettings(ctx.db, req.params.sellerId),
      ),
    }),
  });
  route(app, {
    call: lineSettingsCalls.updateLineSettings,
    settings: SETTINGS,
    handler: async (req) => ({
      data: await presentLineSettings(
        ctx,
        req.params.sellerId,
        await saveLineSettings(ctx, req.params.sellerId, req.body),
      ),
    }),
  });
  route(app, {
    call: lineSettingsCalls.sendLineTestMessage,
    settings: SETTINGS,
    handler: async (req) => ({
      data: await sendTestMessage(ctx, req.params.sellerId, req.body.lineUserId),
    }),
  });

  // LINE signs the bytes it sends: this scope keeps them (the verifier checks them first).
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      const raw = body as Buffer;
      req.rawBody = raw;
      try {
        done(null, raw.length ? JSON.parse(raw.toString('utf8')) : undefined);
      } catch {
        // Unsigned junk is refused by the signature check; signed junk by validation.
        done(null, undefined);
      }
    });
    route(hook, {
      call: lineWebhookCalls.receiveLineWebhook,
      settings: { access: { webhook: 'line' } },
      handler: async (req) => ({
        data: { handled: await handleLineEvents(ctx, req.params.sellerId, req.body.events) },
      }),
    });
  });
};
