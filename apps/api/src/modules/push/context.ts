import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { LineNotifier } from '../notifications';

/**
 * Recipients sent per second at most, per channel (a job tick sends rate × its interval); from
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
  /** Seconds between delivery passes: a pass sends rate × this many per channel. */
  tickSeconds: number;
};
