import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { SecretBox } from '../../lib/secret-box';
import type { LineMessenger } from '../../platform/line/messenger';
import type { WorkQueue } from '../../jobs/work-queue';

/** What sending messages needs from the app. */
export type NotificationContext = {
  db: Db;
  /** Confirmations, reminders and cancellations travel by SMS (Taiwan) or WhatsApp now. */
  sms: SmsSender;
  /** Absolute links in messages point here. */
  publicBaseUrl: string;
  log: FastifyBaseLogger;
  /** A message's first try runs here, after the response. */
  tasks: BackgroundTasks;
  /**
   * The app's work queue (decision 029): a message whose first try failed, a reminder, or one a
   * crash left untried is an `order-message` item there, retried with back-off. Absent (a context
   * built before the queue): a failed message waits for the safety sweep instead.
   */
  work?: WorkQueue;
  /**
   * LINE pushes: a customer linked to the seller's LINE account who follows it gets a flex
   * message instead of the SMS. Absent: SMS only.
   */
  line?: LineNotifier;
};

/** What sending by LINE needs: the Messaging API and the key that opens sellers' tokens. */
export type LineNotifier = {
  messenger: LineMessenger;
  secrets: SecretBox;
  /** Outside production: tells the fake LINE platform a token it must accept. */
  onTokenOpened?: (token: string) => void;
};
