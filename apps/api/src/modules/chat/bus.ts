import { EventEmitter } from 'node:events';
import type { TChatMessageWire } from '@haoyue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** What one instance tells every instance (its own included): decision 024's fan-out. */
export type ChatBusEvent =
  | { t: 'message'; userId: number; message: TChatMessageWire }
  | {
      t: 'receipt';
      userId: number;
      conversationId: number;
      side: 'USER' | 'SUPPORT';
      deliveredSeq: number;
      readSeq: number;
      /** `delivered`: only the delivered seq moved (the hub's flush), not the read one. */
      moved?: 'delivered';
    }
  | { t: 'conversation'; conversationId: number };

/** Publishes chat events to every instance and hands each instance what arrives. */
export interface ChatBus {
  publish(event: ChatBusEvent): void;
  subscribe(listener: (event: ChatBusEvent) => void): void;
  close(): Promise<void>;
}

/** One process (PGlite, development, tests without Redis): an in-process emitter. */
export class LocalChatBus implements ChatBus {
  private readonly emitter = new EventEmitter();

  publish(event: ChatBusEvent): void {
    // Delivered after the caller's turn, like a Redis round trip would be.
    queueMicrotask(() => this.emitter.emit('event', event));
  }

  subscribe(listener: (event: ChatBusEvent) => void): void {
    this.emitter.on('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Several instances: every event on one Redis channel, one publisher and one subscriber
 * connection per instance. Losing Redis loses liveness only: clients resume from PostgreSQL.
 */
export class RedisChatBus implements ChatBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners: ((event: ChatBusEvent) => void)[] = [];

  constructor(
    url: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    this.sub.on('message', (_channel: string, text: string) => {
      let event: ChatBusEvent;
      try {
        event = JSON.parse(text) as ChatBusEvent;
      } catch {
        return;
      }
      for (const listener of this.listeners) listener(event);
    });
    this.sub.subscribe(channel).catch((err: unknown) => {
      this.log.error({ err }, 'chat: cannot subscribe to the Redis channel');
    });
  }

  publish(event: ChatBusEvent): void {
    this.pub.publish(this.channel, JSON.stringify(event)).catch((err: unknown) => {
      this.log.warn({ err }, 'chat: publishing to Redis failed (clients catch up on resume)');
    });
  }

  subscribe(listener: (event: ChatBusEvent) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
