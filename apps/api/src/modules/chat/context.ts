import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import type { LineNotifier } from '../notifications';
import type { ChatBus } from './bus';
import type { WorkQueue } from '../../jobs/work-queue';

/** What the chat's services and hub need: the database, the app's clock, limits and the bus. */
export type ChatContext = {
  db: Db;
  /** The app's clock (business hours, the away message, notices). */
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Signs socket tickets and image URLs. */
  secret: Uint8Array;
  /** Shared counters: rate limits and the tickets' single use. */
  limits: RateLimitStore;
  bus: ChatBus;
  /** Messages a user may send a minute (CHAT_MESSAGES_PER_MINUTE, env-overridable). */
  messagesPerMinute: number;
  line?: LineNotifier;
  publicBaseUrl: string;
  /** Where its LINE notices are queued (set once the app's work queue exists). */
  work?: WorkQueue;
};
