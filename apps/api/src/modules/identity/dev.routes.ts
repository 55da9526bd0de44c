import { identityDevCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { RecordingSmsSender } from '../../platform/sms/sms-sender';
import type { IdentityContext } from './context';
import { validatePhoneNumber } from './phone';
import { receiveInboundCall } from './verification.service';

/**
 * Development and test only (never registered in production, and only for callers on this
 * machine): read what the fake SMS/WhatsApp gateway "sent", and simulate the call a user makes
 * for phone-call verification.
 */
export const devRoutes: FastifyPluginAsync<{
  ctx: IdentityContext;
  outbox: RecordingSmsSender;
}> = async (app, { ctx, outbox }) => {
  const LOOPBACK = { access: 'loopback' } as const;

  route(app, {
    call: calls.listOutbox,
    settings: LOOPBACK,
    handler: async (req) => ({
      data: outbox.outbox(validatePhoneNumber(req.query.phoneNumber).e164).map((m) => ({
        channel: m.channel,
        to: m.to,
        text: m.text,
        sentAt: m.sentAt.toISOString(),
      })),
    }),
  });
  route(app, {
    call: calls.simulatePhoneCall,
    settings: LOOPBACK,
    handler: async (req) => ({
      data: await receiveInboundCall(ctx, req.body),
    }),
  });
};
