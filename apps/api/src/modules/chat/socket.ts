import '@fastify/websocket';
import { adminCan, CHAT_SOCKET_CLOSE as CLOSE, CHAT_SOCKET_PATH } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { platformAdmins, users } from '../../db/schema';
import { routeNotFound } from '../../lib/errors';
import type { ChatContext } from './context';
import type { ChatHub } from './hub';
import { readTicket, type TicketClaim } from './signing';

/** How long a ticket's id stays claimed (longer than the ticket lives). */
const CLAIM_MS = 5 * 60_000;

/** A ticket's id, claimed once across every instance (the shared rate-limit store). */
async function claimTicket(ctx: ChatContext, id: string): Promise<boolean> {
  const { count } = await ctx.limits.hit(`chat-ticket:${id}`, CLAIM_MS);
  return count === 1;
}

/** Whether the ticket's holder may still chat on that side: not suspended, support still allowed. */
async function mayChat(ctx: ChatContext, claim: TicketClaim): Promise<boolean> {
  const [row] = await ctx.db
    .select({ disabledAt: users.disabledAt, role: platformAdmins.role })
    .from(users)
    .leftJoin(platformAdmins, eq(platformAdmins.userId, users.id))
    .where(eq(users.id, claim.userId));
  if (!row || row.disabledAt) return false;
  return claim.side === 'USER' || (row.role !== null && adminCan(row.role, 'chat.reply'));
}

/**
 * `GET /v1/chat/socket?ticket=…[&after=<seq>]`: the chat's live delivery (decision 024). The
 * ticket authenticates (public route otherwise); a bad, expired or used one closes with 4401.
 */
export function registerChatSocket(app: FastifyInstance, ctx: ChatContext, hub: ChatHub): void {
  app.route({
    method: 'GET',
    url: CHAT_SOCKET_PATH.slice(app.prefix.length),
    config: { access: 'public' },
    schema: { hide: true },
    // A plain request (no upgrade) finds nothing here.
    handler: async () => {
      throw routeNotFound();
    },
    wsHandler: (socket, req) => {
      const query = req.query as Record<string, unknown>;
      const ticket = typeof query.ticket === 'string' ? query.ticket : '';
      const afterText = typeof query.after === 'string' ? query.after : undefined;
      const after =
        afterText !== undefined && /^(0|[1-9]\d{0,9})$/.test(afterText) ? Number(afterText) : null;
      const claim = readTicket(ctx.secret, ticket, ctx.clock());
      // Clients speak only after `hello`: nothing they send is expected before the hub has it.
      const refuse = () => socket.close(CLOSE.BAD_TICKET, 'bad ticket');
      if (!claim) return refuse();
      const log = req.log;
      claimTicket(ctx, claim.id)
        .then(async (fresh) => {
          if (!fresh) return refuse();
          if (!(await mayChat(ctx, claim))) return socket.close(CLOSE.FORBIDDEN, 'forbidden');
          return hub.open(
            socket,
            { side: claim.side, userId: claim.userId, sessionId: claim.sessionId },
            after,
          );
        })
        .catch((err: unknown) => {
          log.warn({ err }, 'chat: opening a socket failed');
          socket.close(1011, 'error');
        });
    },
  });
}
