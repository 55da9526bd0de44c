import { lineCalls, lineSettingsCalls, lineWebhookCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import { route } from '../../http/route';
import type { LineContext } from './context';
import { getMyLineCustomer, linkLineCustomer } from './link';
import { resendOrderFlex, sendTestMessage } from './resend';
import {
  type LineSettingsRow,
  loadLineSettings,
  presentLineSettings,
  publicLineSettings,
  saveLineSettings,
} from './settings';
import { handleLineEvents } from './webhook';

const USER = { access: 'user' } as const;
const SETTINGS = { access: { seller: 'line.settings' } } as const;

/** The LINE area's settings, customer linking, the order message again, the dashboard settings. */
export const lineRoutes: FastifyPluginAsync<{ ctx: LineContext }> = async (app, { ctx }) => {
  const routes = routesOn(app);
  routes.data(lineCalls.getPublicLineSettings, { access: 'public' }, (req) =>
    publicLineSettings(ctx.db, req.query.sellerId),
  );
  routes.data(lineCalls.getMyLineCustomer, USER, (req) =>
    getMyLineCustomer(ctx, req.user!.id, req.query.sellerId),
  );
  routes.data(lineCalls.linkLineCustomer, USER, (req) =>
    linkLineCustomer(ctx, req.user!.id, req.body),
  );
  routes.data(lineCalls.resendLineFlexMessages, USER, (req) =>
    resendOrderFlex(ctx, req.user!.id, req.body.orderId),
  );

  /** The seller's settings as the dashboard shows them, once `settings` has them. */
  const present = async (sellerId: number, settings: Promise<LineSettingsRow | undefined>) =>
    presentLineSettings(ctx, sellerId, await settings);
  routes.data(lineSettingsCalls.getLineSettings, SETTINGS, (req) =>
    present(req.params.sellerId, loadLineSettings(ctx.db, req.params.sellerId)),
  );
  routes.data(lineSettingsCalls.updateLineSettings, SETTINGS, (req) =>
    present(req.params.sellerId, saveLineSettings(ctx, req.params.sellerId, req.body)),
  );
  routes.data(lineSettingsCalls.sendLineTestMessage, SETTINGS, (req) =>
    sendTestMessage(ctx, req.params.sellerId, req.body.lineUserId),
  );

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
