import { z } from 'zod';
import { defineCalls } from '../call';
import { SIGNED_IN_WRITE_ERRORS, codes } from '../call-errors';
import { dataOf } from '../common';
import {
  ZChatImageParams,
  ZChatImageQuery,
  ZChatImageUpload,
  ZChatMessage,
  ZChatMessagesQuery,
  ZChatMessagesResponse,
  ZChatReadRequest,
  ZChatSocketTicket,
  ZMySupportChat,
  ZSendChatMessageRequest,
} from './schemas';

const USER = 'Signed-in users: their own conversation with the support team, and nobody else’s.';

/**
 * The user's side of the support chat: `/support-chat` and `/buyer-app/support-chat`. Live
 * updates come over the socket (CHAT_SOCKET_PATH) with a ticket from `createSocketTicket`.
 */
export const chatCalls = defineCalls('chat', {
  getMySupportChat: {
    method: 'GET',
    path: '/v1/me/support-chat',
    summary: 'The caller’s conversation with support: receipts, unread count, business hours now',
    description: `${USER} Before the first message there is no conversation yet (conversationId null).`,
    response: dataOf(ZMySupportChat),
    errors: codes('E_UNAUTHORIZED_ACCESS'),
  },
  listMySupportMessages: {
    method: 'GET',
    path: '/v1/me/support-chat/messages',
    summary: 'A page of the caller’s conversation, in order (scroll up with beforeSeq)',
    description: USER,
    query: ZChatMessagesQuery,
    response: ZChatMessagesResponse,
    errors: codes('E_UNAUTHORIZED_ACCESS'),
  },
  sendMySupportMessage: {
    method: 'POST',
    path: '/v1/me/support-chat/messages',
    summary: 'Send support a message (stored before it is answered; a resend is stored once)',
    description: `${USER} Opens the conversation on the first message and reopens a closed one. Outside business hours the away message answers (at most once in CHAT_AWAY_REPEAT_HOURS). Too many messages in a minute: 429.`,
    body: ZSendChatMessageRequest,
    status: 201,
    response: dataOf(ZChatMessage),
    errors: codes(...SIGNED_IN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_RATE_LIMITED'),
  },
  uploadMySupportImage: {
    method: 'POST',
    path: '/v1/me/support-chat/images',
    summary: 'Upload an image for the chat (multipart field `file`, JPG/PNG/WebP ≤ 8 MB)',
    description: `${USER} Kept private: only a signed URL reaches it. Too many images in a minute: 429.`,
    multipart: true,
    status: 201,
    response: ZChatImageUpload,
    errors: codes(...SIGNED_IN_WRITE_ERRORS, 'E_FILE_TOO_LARGE', 'E_RATE_LIMITED'),
  },
  readMySupportChat: {
    method: 'POST',
    path: '/v1/me/support-chat:read',
    summary: 'Mark support’s messages read up to a seq (support sees 已讀)',
    description: USER,
    body: ZChatReadRequest,
    response: null,
    errors: codes(...SIGNED_IN_WRITE_ERRORS),
  },
  createMySocketTicket: {
    method: 'POST',
    path: '/v1/me/support-chat/socket-ticket',
    summary: 'A single-use ticket (60 s) to open the chat socket as this user',
    description: `${USER} A browser cannot send the Authorization header on a WebSocket: the ticket carries the sign-in once, and a cookie-signed-in caller gets it only with the XSRF echo.`,
    response: ZChatSocketTicket,
    errors: codes(...SIGNED_IN_WRITE_ERRORS),
  },
  getChatImage: {
    method: 'GET',
    path: '/v1/chat/images/{imageId}',
    summary: 'A chat image, by the signed URL a message carries',
    description:
      'Anyone holding a signed URL that has not expired (the conversation’s user and support get one with each message); otherwise 404. Private, never stored by shared caches.',
    params: ZChatImageParams,
    query: ZChatImageQuery,
    response: z.string().describe('the WebP bytes'),
    errors: codes('E_NOT_FOUND'),
  },
});
