import '@fastify/websocket';
import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH, type TChatClientEvent } from '@haoyue/contracts';
import type { FastifyInstance } from 'fastify';
import type { ChatContext } from './context';
import type { ChatHub } from './hub';
import { readTicket } from './signing';

/** How long a ticket's id stays claimed (longer than the ticket lives). */
const CLAIM_MS = 5 * 60_000;

/** A ticket's id, claimed once across every instance (the shared rate-limit store). */
async function claimTicket(ctx: ChatContext, id: string): Promise<boolean> {
  const { count } = await ctx.limits.hit(`chat-ticket:${id}`, CLAIM_MS);
  return count === 1;
}

/**
 * `GET /v1/chat/socket?ticket=…[&after=<seq>]`: the chat's live delivery (decision 024). The
 * ticket authenticates (public route otherwise); a bad, expired or used one closes with 4401.
 */
export function registerChatSocket(app: FastifyInstance, ctx: ChatContext, hub: ChatHub): void {
  app.get(
    CHAT_SOCKET_PATH.slice(app.prefix.length),
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket, req) => {
      const query = req.query as Record<string, unknown>;
      const ticket = typeof query.ticket === 'string' ? query.ticket : '';
      const afterText = typeof query.after === 'string' ? query.after : undefined;
      const after =
        afterText !== undefined && /^(0|[1-9]\d{0,9})$/.test(afterText) ? Number(afterText) : null;
      const claim = readTicket(ctx.secret, ticket, ctx.clock());
      // Frames that come before the socket is taken are not lost: the hub's listener is added
      // synchronously below once the claim resolves; clients speak only after `hello`.
      const refuse = () => socket.close(CHAT_SOCKET_CLOSE.BAD_TICKET, 'bad ticket');
      if (!claim) return refuse();
      claimTicket(ctx, claim.id)
        .then((fresh) => {
          if (!fresh) return refuse();
          return hub.open(socket, { side: claim.side, userId: claim.userId }, after);
        })
        .catch((err: unknown) => {
          req.log.warn({ err }, 'chat: opening a socket failed');
          socket.close(1011, 'error');
        });
    },
  );
}

export type { TChatClientEvent };
