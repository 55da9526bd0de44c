import { adminChatCalls as admin, chatCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import { route } from '../../http/route';
import type { ChatContext } from './context';
import {
  conversationExists,
  getConversationDetail,
  getUnread,
  listAssignees,
  listConversations,
  setAssignee,
  setStatus,
  setTags,
} from './conversations';
import type { ChatHub } from './hub';
import { signedChatImage, uploadChatImage } from './images';
import { markRead, messagePage, sendMessage } from './messages';
import { getMySupportChat, myConversationId } from './my-chat';
import { readReplySettings } from './hours';
import {
  createCannedReply,
  createTag,
  deleteCannedReply,
  listCannedReplies,
  listTags,
  updateCannedReply,
  updateReplySettings,
  updateTag,
} from './settings';
import { issueTicket } from './signing';
import { registerChatSocket } from './socket';

const USER = { access: 'user' } as const;
const PUBLIC = { access: 'public' } as const;
const REPLY = { access: { admin: 'chat.reply' } } as const;
/**
 * A send's answer is `presentMessage`'s, the contract's exact shape (the tests parse it with the
 * contract): sent without the serialiser's per-call check, it being the chat's hottest call.
 */
const PRESENTED = { presented: true } as const;
const SETTINGS = { access: { admin: 'chat.settings' } } as const;

export type ChatRouteOptions = { ctx: ChatContext; hub: ChatHub };

/** The support chat (decision 024): the user's calls, support's calls and the live socket. */
export const chatRoutes: FastifyPluginAsync<ChatRouteOptions> = async (app, { ctx, hub }) => {
  const { db } = ctx;
  const routes = routesOn(app);
  registerChatSocket(app, ctx, hub);

  // The user's side.
  routes.data(calls.getMySupportChat, USER, (req) => getMySupportChat(ctx, req.user!.id));
  routes.reply(calls.listMySupportMessages, USER, async (req) =>
    messagePage(ctx, await myConversationId(ctx, req.user!.id), req.query),
  );
  route(app, {
    call: calls.sendMySupportMessage,
    settings: { ...USER, ...PRESENTED },
    handler: async (req) => {
      const { message } = await sendMessage(ctx, {
        sender: 'USER',
        senderUserId: req.user!.id,
        target: { userId: req.user!.id },
        clientId: req.body.clientId,
        body: req.body.body,
        imageId: req.body.imageId,
      });
      return { data: message };
    },
  });
  routes.reply(calls.uploadMySupportImage, USER, (req) => uploadChatImage(ctx, req, req.user!.id));
  routes.empty(calls.readMySupportChat, USER, (req) =>
    markRead(ctx, { side: 'USER', where: { userId: req.user!.id }, seq: req.body.seq }),
  );
  routes.data(calls.createMySocketTicket, USER, async (req) => {
    const { ticket, expiresAt } = issueTicket(ctx.secret, {
      userId: req.user!.id,
      side: 'USER',
      sessionId: req.user!.jti,
      now: ctx.clock(),
    });
    return { ticket, expiresAt: expiresAt.toISOString() };
  });
  route(app, {
    call: calls.getChatImage,
    settings: PUBLIC,
    handler: async (req, reply) => {
      const bytes = await signedChatImage(ctx, { ...req.params, ...req.query });
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=3600')
        .send(bytes) as never;
    },
  });

  // Support's side.
  routes.reply(admin.listConversations, REPLY, (req) =>
    listConversations(db, req.admin!, req.query),
  );
  routes.data(admin.getUnread, REPLY, (req) => getUnread(db, req.admin!));
  routes.data(admin.listAssignees, REPLY, () => listAssignees(db));
  routes.data(admin.getConversation, REPLY, (req) =>
    getConversationDetail(db, req.params.conversationId),
  );
  routes.reply(admin.listMessages, REPLY, async (req) => {
    await conversationExists(db, req.params.conversationId);
    return messagePage(ctx, req.params.conversationId, req.query);
  });
  route(app, {
    call: admin.sendMessage,
    settings: { ...REPLY, ...PRESENTED },
    handler: async (req) => {
      const { message } = await sendMessage(ctx, {
        sender: 'SUPPORT',
        senderUserId: req.admin!.userId,
        target: { conversationId: req.params.conversationId },
        clientId: req.body.clientId,
        body: req.body.body,
        imageId: req.body.imageId,
      });
      return { data: message };
    },
  });
  routes.reply(admin.uploadImage, REPLY, (req) => uploadChatImage(ctx, req, req.admin!.userId));
  routes.empty(admin.readConversation, REPLY, async (req) => {
    const found = await markRead(ctx, {
      side: 'SUPPORT',
      where: { conversationId: req.params.conversationId },
      seq: req.body.seq,
    });
    if (!found) await conversationExists(db, req.params.conversationId);
  });
  routes.data(admin.setAssignee, REPLY, (req) =>
    setAssignee(ctx, { actor: req.admin!, id: req.params.conversationId, userId: req.body.userId }),
  );
  routes.data(admin.setTags, REPLY, (req) =>
    setTags(ctx, { actor: req.admin!, id: req.params.conversationId, tagIds: req.body.tagIds }),
  );
  routes.data(admin.closeConversation, REPLY, (req) =>
    setStatus(ctx, { actor: req.admin!, id: req.params.conversationId, status: 'CLOSED' }),
  );
  routes.data(admin.reopenConversation, REPLY, (req) =>
    setStatus(ctx, { actor: req.admin!, id: req.params.conversationId, status: 'OPEN' }),
  );
  routes.data(admin.createSocketTicket, REPLY, async (req) => {
    const { ticket, expiresAt } = issueTicket(ctx.secret, {
      userId: req.admin!.userId,
      side: 'SUPPORT',
      sessionId: req.user!.jti,
      now: ctx.clock(),
    });
    return { ticket, expiresAt: expiresAt.toISOString() };
  });
  routes.data(admin.listTags, REPLY, (req) => listTags(db, req.query.archived ?? false));
  routes.data(admin.createTag, SETTINGS, (req) => createTag(db, req.admin!, req.body));
  routes.data(admin.updateTag, SETTINGS, (req) =>
    updateTag(db, { actor: req.admin!, id: req.params.tagId, input: req.body, now: ctx.clock() }),
  );
  routes.data(admin.listCannedReplies, REPLY, () => listCannedReplies(db));
  routes.data(admin.createCannedReply, SETTINGS, (req) =>
    createCannedReply(db, { actor: req.admin!, input: req.body, now: ctx.clock() }),
  );
  routes.data(admin.updateCannedReply, SETTINGS, (req) =>
    updateCannedReply(db, {
      actor: req.admin!,
      id: req.params.cannedReplyId,
      input: req.body,
      now: ctx.clock(),
    }),
  );
  routes.empty(admin.deleteCannedReply, SETTINGS, (req) =>
    deleteCannedReply(db, req.admin!, req.params.cannedReplyId),
  );
  routes.data(admin.getReplySettings, REPLY, () => readReplySettings(db));
  routes.data(admin.updateReplySettings, SETTINGS, (req) =>
    updateReplySettings(db, { actor: req.admin!, input: req.body, now: ctx.clock() }),
  );
};
