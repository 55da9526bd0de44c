import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { SmsSender } from '../../platform/sms/sms-sender';

/** What the booking services need from the app. */
export type BookingContext = {
  db: Db;
  /** The current time; tests fix it. */
  clock: () => Date;
  /** Confirmations, reminders and cancellations travel by SMS (Taiwan) or WhatsApp now. */
  sms: SmsSender;
  /** Absolute links in messages point here. */
  publicBaseUrl: string;
  log: FastifyBaseLogger;
  /** Message delivery runs here, after the response. */
  tasks: BackgroundTasks;
};
