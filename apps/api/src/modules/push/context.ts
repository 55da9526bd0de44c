import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { WorkQueue } from '../../jobs/work-queue';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { LineNotifier } from '../notifications';

/**
 * Recipients sent per second at most, per channel, over all messages and instances; from
 * PUSH_LINE_PER_SECOND / PUSH_SMS_PER_SECOND.
 */
export type PushRates = { LINE: number; SMS: number };

/** What push messages need from the app. */
export type PushContext = {
  db: Db;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  sms: SmsSender;
  /** Absent: nobody is reachable by LINE (every LINE recipient fails). */
  line?: LineNotifier;
  /** Absolute image URLs in LINE messages start here. */
  publicBaseUrl: string;
  rates: PushRates;
  /**
   * Seconds of a channel's rate one batch holds: a work item claims at most rate × this many
   * recipients of a channel (and PUSH_MAX_BATCH), then the channel waits until they are paid for.
   */
  batchSeconds: number;
  /** The work queue deliveries go through (set once the app's queue exists). */
  work?: Pick<WorkQueue, 'send'>;
};
