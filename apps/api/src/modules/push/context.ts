import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { LineNotifier } from '../notifications';

/** Recipients sent per second at most, per channel (a job tick sends rate × its interval). */
export type PushRates = { LINE: number; SMS: number };

/** Default rates: LINE's push API takes far more; the SMS gateway is the narrow one. */
export const DEFAULT_PUSH_RATES: PushRates = { LINE: 20, SMS: 2 };

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
