import {
  ZDevOutboxQuery,
  ZDevOutboxResponse,
  ZDevPhoneCallRequest,
  ZDevPhoneCallResponse,
} from '@haoyue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecordingSmsSender } from '../../platform/sms/sms-sender';
import type { IdentityContext } from './context';
import { validatePhoneNumber } from './phone';
import { recordInboundCall } from './verification.service';

/**
 * Development and test only (never registered in production): read what the fake SMS/WhatsApp
 * gateway "sent", and simulate the call a user makes for phone-call verification.
 */
export const devRoutes: FastifyPluginAsyncZod<{
  ctx: IdentityContext;
  outbox: RecordingSmsSender;
}> = async (app, { ctx, outbox }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the fake gateway sent to a number, newest first',
        querystring: ZDevOutboxQuery,
        response: { 200: ZDevOutboxResponse },
      },
    },
    async (req) => {
      const to = validatePhoneNumber(req.query.phoneNumber).e164;
      return {
        data: outbox.outbox(to).map((m) => ({
          channel: m.channel,
          to: m.to,
          text: m.text,
          sentAt: m.sentAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/dev/phone-calls',
    {
      schema: {
        tags: ['development'],
        summary: 'Simulate a call from `from` to the dial number `to`',
        body: ZDevPhoneCallRequest,
        response: { 200: ZDevPhoneCallResponse },
      },
    },
    async (req) => {
      const from = validatePhoneNumber(req.body.from, 'from');
      return { data: { matched: await recordInboundCall(ctx, { from, to: req.body.to }) } };
    },
  );
};
