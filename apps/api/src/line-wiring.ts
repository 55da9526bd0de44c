import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { BackgroundTasks } from './lib/background-tasks';
import type { SecretBox } from './lib/secret-box';
import type { PlatformLine } from './modules/admin';
import type { LineContext } from './modules/line';
import type { LineNotifier } from './modules/notifications';
import { FakeLinePlatform } from './platform/line/line-fake';
import { LINE_API_HOST, LineLoginClient } from './platform/line/line-login';
import { LineMessenger } from './platform/line/messenger';

/**
 * LINE's side of the app: its API host (api.line.me in production; elsewhere, unless
 * LINE_API_URL is set, a fake LINE platform on a loopback port, closed with the app), the
 * sellers' channels (the notifier and the LINE module's context) and the platform's own
 * Messaging channel when PLATFORM_LINE_* configure it: the same client, its own token.
 */
export async function wireLine(
  app: FastifyInstance,
  p: {
    config: Config;
    db: Db;
    clock: () => Date;
    secrets: SecretBox;
    tasks: BackgroundTasks;
  },
): Promise<{ notifier: LineNotifier; line: LineContext; platformLine: PlatformLine | undefined }> {
  const { config } = p;
  const lineFake =
    config.line.fakePlatform && !config.line.apiUrl ? await FakeLinePlatform.start() : null;
  if (lineFake) app.addHook('onClose', () => lineFake.close());
  app.decorate('lineFake', lineFake);
  const lineApiUrl = config.line.apiUrl ?? lineFake?.url ?? LINE_API_HOST;
  const messenger = new LineMessenger(lineApiUrl);
  const notifier: LineNotifier = {
    messenger,
    secrets: p.secrets,
    ...(lineFake ? { onTokenOpened: (token: string) => lineFake.registerChannelToken(token) } : {}),
  };
  const line: LineContext = {
    db: p.db,
    clock: p.clock,
    log: app.log,
    publicBaseUrl: config.publicBaseUrl,
    secrets: p.secrets,
    login: new LineLoginClient(lineApiUrl),
    notifier,
    fake: lineFake,
    tasks: p.tasks,
  };
  const platformLine = config.platformLine ? { messenger, ...config.platformLine } : undefined;
  // The fake answers the platform channel's token as LINE would (sellers' are told as opened).
  if (lineFake && platformLine) lineFake.registerChannelToken(platformLine.channelAccessToken);
  return { notifier, line, platformLine };
}
