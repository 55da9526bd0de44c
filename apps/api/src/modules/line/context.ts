import type { LinkedAppContext } from '../../lib/app-context';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { LineLoginClient } from '../../platform/line/line-login';
import type { FakeLinePlatform } from '../../platform/line/line-fake';
import type { LineNotifier } from '../notifications';

/**
 * What the LINE module needs from the app: absolute links (webhook URL, order pages) start with
 * `publicBaseUrl`; `secrets` seals channel secrets and access tokens.
 */
export type LineContext = LinkedAppContext & {
  /** LINE Login: ID-token and access-token verification. */
  login: LineLoginClient;
  /** Messaging API pushes (shared with notifications). */
  notifier: LineNotifier;
  /** Outside production: the fake LINE platform the clients talk to. */
  fake: FakeLinePlatform | null;
  /** Welcome messages go out here, after the response. */
  tasks: BackgroundTasks;
};
