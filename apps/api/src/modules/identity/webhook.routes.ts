import { identityWebhookCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { IdentityContext } from './context';
import { receiveInboundCall } from './verification.service';

/** Inbound calls reported by the telephony service (registered only when it has a secret). */
export const phoneCallWebhookRoutes: FastifyPluginAsync<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  route(app, {
    call: calls.receivePhoneCall,
    settings: { access: { webhook: 'phone-calls' } },
    handler: async (req) => ({
      data: await receiveInboundCall(ctx, req.body),
    }),
  });
};
