import { expect } from 'vitest';
import { chatClient } from '../src/modules/chat/chat-fixture';
import { TestSocket } from '../src/modules/chat/socket-client';
import { adminUser } from './admin-factories';
import { createTestApp } from './helper';

/** A signed-in caller of the chat tests. */
export type ChatWho = { token: string; user: { id: number } };
type Who = ChatWho;

/** A test app and the chat tests' caller on it (see chatClient). */
export async function chatTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  return { t, call: chatClient(t.app) };
}

/** Where each side of the chat asks for its socket ticket. */
const TICKET_PATHS = {
  USER: '/v1/me/support-chat/socket-ticket',
  SUPPORT: '/v1/admin/chat/socket-ticket',
} as const;

/**
 * The chat socket tests' app, listening on a free port: the chat caller, the socket's URL, a
 * SUPPORT admin, tickets for either side and sockets opened with one.
 */
export async function listeningChatApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const { t, call } = await chatTestApp(options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address() as { port: number };
  const base = `ws://127.0.0.1:${address.port}/v1/chat/socket`;
  const support: Who = await adminUser(t, 'SUPPORT');

  /** A socket ticket for `who` as `side` (the call answers 200). */
  const ticket = async (who: Who, side: keyof typeof TICKET_PATHS): Promise<string> => {
    const res = await call('POST', TICKET_PATHS[side], { token: who.token });
    expect(res.status).toBe(200);
    return res.body.data.ticket;
  };

  /** A socket opened with a fresh ticket of `who` as `side`, once it has said hello. */
  const openAs = async (who: Who, side: keyof typeof TICKET_PATHS): Promise<TestSocket> => {
    const socket = await TestSocket.open(
      `${base}?ticket=${encodeURIComponent(await ticket(who, side))}`,
    );
    await socket.until(() => socket.events.length >= 1);
    return socket;
  };

  return { t, call, base, support, ticket, openAs };
}

/** The chat tests' caller. */
export type ChatCall = ReturnType<typeof chatClient>;

export type ChatSocketApp = Awaited<ReturnType<typeof listeningChatApp>>;
