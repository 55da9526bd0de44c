import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { SecretBox } from '../../lib/secret-box';
import type { LineLoginClient } from '../../platform/line/line-login';
import type { FakeLinePlatform } from '../../platform/line/line-fake';
import type { LineNotifier } from '../notifications';

/** What the LINE module needs from the app. */
export type LineContext = {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Absolute links (webhook URL, order pages) start here. */
  publicBaseUrl: string;
  /** Seals channel secrets and access tokens. */
  secrets: SecretBox;
  /** LINE Login: ID-token and access-token verification. */
  login: LineLoginClient;
  /** Messaging API pushes (shared with notifications). */
  notifier: LineNotifier;
  /** Outside production: the fake LINE platform the clients talk to. */
  fake: FakeLinePlatform | null;
  /** Welcome messages go out here, after the response. */
  tasks: BackgroundTasks;
};
