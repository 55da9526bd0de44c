import { and, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Db } from '../../db/client';
import {
  adminAudit,
  cities,
  customers,
  lineFriendships,
  lineSettings,
  pushChannelPace,
  pushRecipients,
  shops,
} from '../../db/schema';
import { createWorkQueue, WORK_QUEUE_SCHEMA, type WorkQueue } from '../../jobs/work-queue';
import { rowsOf } from '../../lib/sql-rows';
import type { SentMessage } from '../../platform/sms/sms-sender';
import type { PushInput } from '../../platform/line/messenger';
import type { LineNotifier } from '../notifications';
import { buildSeller, buildShop } from '../../../test/factories';
import { adminUser } from '../../../test/admin-factories';
import { signedInUser } from '../../../test/booking-factories';
import { createTestApp, type TestContext } from '../../../test/helper';
import { multipartFile, pngImage } from '../../../test/seller-factories';
import { client } from '../../../test/sign-in';
import { LocalFileStorage } from '../../platform/storage/file-storage';
import type { PushContext, PushRates } from './context';
import { PUSH_MESSAGE, pushWorkKinds } from './delivery';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * A test app with an operations admin signed in (made before the file's tests, closed after),
 * and what push tests read and call through it. Each test starts with both channels idle (no
 * pace) and no push item queued.
 */
export function pushTestApp() {
  const queues: WorkQueue[] = [];
  const h = {
    t: undefined as unknown as TestContext,
    api: undefined as unknown as ReturnType<typeof client>,
    admin: undefined as unknown as Awaited<ReturnType<typeof adminUser>>,
    db: () => h.t.database.db,
    recipientsOf: (messageId: number) =>
      h.db().select().from(pushRecipients).where(eq(pushRecipients.messageId, messageId)),
    /** The audit rows of a push message, oldest first. */
    auditOf: (messageId: number) =>
      h
        .db()
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.targetType, 'push_message'), eq(adminAudit.targetId, messageId)))
        .orderBy(adminAudit.id),
    /** The admin uploads a PNG of `colour` (POST /v1/admin/push-images); its URL. */
    uploadImage: async (colour?: string) => {
      const { payload, headers } = multipartFile(await pngImage(60, 40, colour));
      const res = await h.api.call('POST', '/v1/admin/push-images', {
        token: h.admin.token,
        body: payload,
        headers,
      });
      expect(res.status).toBe(200);
      return res.body.data.url as string;
    },
    /** What the job retiring uploads runs with. */
    uploadsJobContext: () => ({
      db: h.db(),
      storage: new LocalFileStorage(h.t.config.uploadsDir, h.t.config.imageCacheDir),
    }),
    /** The status a GET of `url` answers. */
    status: async (url: string) => (await h.t.app.inject({ url })).statusCode,
    /**
     * A work queue of its own on the test database that works push items with `ctx` (as another
     * instance would: the app's routes queue them, any queue with the kind works them), started
     * and set as `ctx.work` for the next items; stopped after the file. `batchSize` 1 takes one
     * item per fetch, so two queues share a pass's items.
     */
    pushQueue: async (ctx: PushContext, options: { batchSize?: number } = {}) => {
      const queue = createWorkQueue({
        database: h.t.database,
        log: quiet,
        kinds: pushWorkKinds(ctx),
        workers: false,
        ...options,
      });
      queues.push(queue);
      await queue.start();
      ctx.work = queue;
      return queue;
    },
    /**
     * Time passes for the queue: every waiting push item (a scheduled start, a next batch, a
     * retry's back-off) is due now. The app's clock (the test's) still decides what an item does.
     */
    makeDue: async () => {
      await h.db().execute(
        sql.raw(`update ${WORK_QUEUE_SCHEMA}.job set start_after = now()
          where name in ('${PUSH_MESSAGE}', '${PUSH_MESSAGE}.failed')
            and state in ('created', 'retry') and start_after > now()`),
      );
    },
    /** The push items waiting (created or retry), with their data and when they are due. */
    waitingItems: async () =>
      rowsOf<{ id: string; data: { messageId: number }; start_after: Date | string }>(
        await h.db().execute(
          sql.raw(`select id, data, start_after from ${WORK_QUEUE_SCHEMA}.job
              where name = '${PUSH_MESSAGE}' and state in ('created', 'retry') order by start_after`),
        ),
      ).map((r) => ({
        id: r.id,
        messageId: r.data.messageId,
        startAfter: new Date(r.start_after),
      })),
  };
  beforeAll(async () => {
    h.t = await createTestApp();
    h.api = client(h.t.app);
    h.admin = await adminUser(h.t, 'OPERATIONS');
  });
  beforeEach(async () => {
    await h.db().delete(pushChannelPace);
    await h
      .db()
      .execute(sql.raw(`delete from ${WORK_QUEUE_SCHEMA}.job where name like '${PUSH_MESSAGE}%'`));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await h.t?.close();
  });
  return h;
}

/** A test's clock: starts now (or at `at`) and moves only when told. */
export function testClock(at = new Date()) {
  let now = at.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
    set: (to: Date) => {
      now = to.getTime();
    },
  };
}

/** A seeded city no shop is in yet, so an audience of it holds only what a test puts there. */
export async function emptyCity(db: Db) {
  const [city] = await db
    .select()
    .from(cities)
    .where(notExists(db.select().from(shops).where(eq(shops.cityId, cities.id))))
    .orderBy(cities.id)
    .limit(1);
  if (!city) throw new Error('no empty city left');
  return city;
}

/**
 * A seller with a shop in `cityName` (and an industry), a LINE official account able to push,
 * and its customers: `line` users linked to LINE and following it, `sms` users who opted in to
 * SMS, `none` users reachable by neither; plus a suspended user and a walk-in (never counted).
 */
export async function population(
  t: Pick<TestContext, 'database' | 'config'>,
  options: { cityName: string; industrySlug?: string; line: number; sms: number; none: number },
) {
  const db = t.database.db;
  const seller = await buildSeller(db);
  const shop = await buildShop(db, {
    sellerId: seller.id,
    cityName: options.cityName,
    industrySlug: options.industrySlug ?? 'hair',
  });
  await db
    .insert(lineSettings)
    .values({ sellerId: seller.id, channelAccessTokenCiphertext: `token-${seller.id}` });
  const users = { line: [] as number[], sms: [] as number[], none: [] as number[] };
  for (const kind of ['line', 'sms', 'none'] as const) {
    for (let i = 0; i < options[kind]; i += 1) {
      const { user } = await signedInUser(t, { smsMarketingOptIn: kind === 'sms' });
      const lineUserId = kind === 'line' ? `U${seller.id}x${user.id}` : null;
      await db.insert(customers).values({ sellerId: seller.id, userId: user.id, lineUserId });
      if (lineUserId) {
        await db
          .insert(lineFriendships)
          .values({ sellerId: seller.id, lineUserId, isFriend: true });
      }
      users[kind].push(user.id);
    }
  }
  const { user: suspended } = await signedInUser(t, {
    smsMarketingOptIn: true,
    disabledAt: new Date(),
  });
  await db.insert(customers).values({ sellerId: seller.id, userId: suspended.id });
  await db.insert(customers).values({ sellerId: seller.id, phoneNumber: '+886911000000' });
  return { seller, shop, users, total: options.line + options.sms + options.none };
}

/**
 * A push context on the test database whose SMS gateway and LINE API record what they are
 * given, with the time (`gate`, when set, holds every send until it resolves: a slow or dead
 * gateway). Batches of rate × `batchSeconds` per channel.
 */
export function recordingPushContext(
  db: Db,
  now: () => Date,
  { LINE = 100, SMS = 100, batchSeconds = 1 }: Partial<PushRates> & { batchSeconds?: number } = {},
) {
  const rates = { LINE, SMS };
  const sms: SentMessage[] = [];
  const line: (PushInput & { sentAt: Date })[] = [];
  const state = { gate: null as Promise<void> | null };
  const notifier = {
    messenger: {
      push: async (input: PushInput) => {
        if (state.gate) await state.gate;
        line.push({ ...input, sentAt: now() });
      },
    },
    secrets: { open: (sealed: string) => sealed },
  } as unknown as LineNotifier;
  const ctx: PushContext = {
    db,
    clock: now,
    log: { info() {}, warn() {}, error() {} },
    sms: {
      send: async (message) => {
        if (state.gate) await state.gate;
        sms.push({ ...message, sentAt: now() });
      },
    },
    line: notifier,
    publicBaseUrl: 'https://haoyue.test',
    rates,
    batchSeconds,
  };
  return { ctx, sms, line, state };
}
