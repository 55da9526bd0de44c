import { expect } from 'vitest';
import { chatClient } from '../src/modules/chat/chat-fixture';
import { TestSocket } from '../src/modules/chat/socket-client';
import { adminUser } from './admin-factories';
import { createTestApp } from './helper';

type Who = { token: string; user: { id: number } };

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
  const t = await createTestApp(options);
  const call = chatClient(t.app);
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

export type ChatSocketApp = Awaited<ReturnType<typeof listeningChatApp>>;
