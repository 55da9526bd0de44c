import { CHAT_MESSAGES_PER_MINUTE } from '@haoyue/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Readiness } from './http/health';
import type { RateLimitStore } from './lib/rate-limit-store';
import {
  type ChatBus,
  type ChatContext,
  ChatHub,
  LocalChatBus,
  RedisChatBus,
} from './modules/chat';
import type { LineNotifier } from './modules/notifications';

/**
 * The support chat's side of the app (decision 024): its fan-out (Redis pub/sub when REDIS_URL
 * is set, else in process; a test may hand its own), its context and this instance's hub of
 * sockets, told to reconnect elsewhere (4503) when the instance drains and closed with the app.
 */
export function wireChat(
  app: FastifyInstance,
  p: {
    config: Config;
    db: Db;
    clock: () => Date;
    limits: RateLimitStore;
    line: LineNotifier;
    readiness: Readiness;
    bus?: ChatBus | undefined;
  },
): { chat: ChatContext; hub: ChatHub } {
  const { config } = p;
  const bus =
    p.bus ??
    (config.redisUrl
      ? new RedisChatBus(config.redisUrl, config.chat.redisChannel, app.log)
      : new LocalChatBus());
  const chat: ChatContext = {
    db: p.db,
    clock: p.clock,
    log: app.log,
    secret: config.auth.secret,
    limits: p.limits,
    bus,
    messagesPerMinute: config.chat.messagesPerMinute ?? CHAT_MESSAGES_PER_MINUTE,
    line: p.line,
    publicBaseUrl: config.publicBaseUrl,
  };
  const hub = new ChatHub(chat);
  p.readiness.onDrain(() => hub.drain());
  // Sockets are told to reconnect elsewhere (4503) before the server stops taking connections.
  app.addHook('preClose', async () => hub.drain());
  app.addHook('onClose', async () => {
    await hub.close();
    if (!p.bus) await bus.close();
  });
  return { chat, hub };
}
