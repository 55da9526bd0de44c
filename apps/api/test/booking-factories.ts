import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import type { Db } from '../src/db/client';
import type { shops } from '../src/db/schema';
import { accessTokens, operatorShifts, shopHours, users } from '../src/db/schema';
import { randomId, signAccessToken } from '../src/lib/tokens';
import { ScheduleCache } from '../src/modules/availability';
import type { BookingContext } from '../src/modules/booking';
import { RecordingSmsSender } from '../src/platform/sms/sms-sender';
import { buildOperator, buildService, buildServiceGroup, buildShop } from './factories';
import type { TestContext } from './helper';
import { clockedApp, startClockedApp } from './clocked-app';

let phoneCounter = 0;
const phoneBase = 30_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

/** A user with a verified phone and a valid access token (no SMS round trip). */
export async function signedInUser(
  t: Pick<TestContext, 'database' | 'config'>,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const n = ++phoneCounter;
  const [user] = await t.database.db
    .insert(users)
    .values({
      phoneNumber: `+8869${String(phoneBase + n).slice(-8)}`,
      phoneNumberVerified: true,
      displayName: `顧客 ${n}`,
      ...overrides,
    })
    .returning();
  const jti = randomId();
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await t.database.db
    .insert(accessTokens)
    .values({ id: jti, userId: user!.id, provider: 'sms', expiresAt });
  const token = await signAccessToken({
    secret: t.config.auth.secret,
    userId: user!.id,
    jti,
    expiresAt,
  });
  return { user: user!, token };
}

const hm = (s: string) => {
  const [h, m] = s.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Weekly opening hours: the same ranges on the given weekdays (0 = Sunday). */
export async function setShopHours(
  db: Db,
  shopId: number,
  ranges: [string, string][],
  weekdays = [0, 1, 2, 3, 4, 5, 6],
) {
  await db.delete(shopHours).where(eq(shopHours.shopId, shopId));
  await db
    .insert(shopHours)
    .values(
      weekdays.flatMap((weekday) =>
        ranges.map(([s, e]) => ({ shopId, weekday, startMinute: hm(s), endMinute: hm(e) })),
      ),
    );
}

/** Weekly shifts (and breaks) of an operator on the given weekdays. */
export async function setShifts(
  db: Db,
  operatorId: number,
  ranges: [string, string][],
  options: { weekdays?: number[]; breaks?: [string, string][] } = {},
) {
  const weekdays = options.weekdays ?? [0, 1, 2, 3, 4, 5, 6];
  await db.delete(operatorShifts).where(eq(operatorShifts.operatorId, operatorId));
  await db.insert(operatorShifts).values(
    weekdays.flatMap((weekday) => [
      ...ranges.map(([s, e]) => ({
        operatorId,
        kind: 'SHIFT' as const,
        weekday,
        startMinute: hm(s),
        endMinute: hm(e),
      })),
      ...(options.breaks ?? []).map(([s, e]) => ({
        operatorId,
        kind: 'BREAK' as const,
        weekday,
        startMinute: hm(s),
        endMinute: hm(e),
      })),
    ]),
  );
}

/**
 * A bookable Taipei shop open 10:00–20:00 daily with `operatorCount` operators working all
 * day, and two services (60 and 30 minutes) every operator performs.
 */
export async function bookableShop(
  db: Db,
  options: {
    operatorCount?: number;
    shop?: Partial<typeof shops.$inferInsert>;
    hours?: [string, string][];
  } = {},
) {
  const shop = await buildShop(db, options.shop ?? {});
  await setShopHours(db, shop.id, options.hours ?? [['10:00', '20:00']]);
  const operators = [];
  for (let i = 0; i < (options.operatorCount ?? 1); i++) {
    const op = await buildOperator(db, shop.id, { position: i });
    await setShifts(db, op.id, [['10:00', '20:00']]);
    operators.push(op);
  }
  const group = await buildServiceGroup(db, shop.id);
  const operatorIds = operators.map((o) => o.id);
  const cut = await buildService(db, group, {
    name: '洗剪吹',
    durationMinutes: 60,
    price: 80000,
    operatorIds,
  });
  const wash = await buildService(db, group, {
    name: '頭皮護理',
    durationMinutes: 30,
    price: 50000,
    operatorIds,
  });
  return { shop, operators, group, services: [cut, wash] as const };
}

/** Taipei wall time → ISO instant. */
export const tp = (date: string, time: string) =>
  new Date(`${date}T${time}:00+08:00`).toISOString();

/** The start times a start-times answer offers on one local date. */
export function timesOf(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  res: { body: any },
  date: string,
): string[] {
  return res.body.data.days
    .find((d: { date: string }) => d.date === date)!
    .times.map((x: { startTime: string }) => x.startTime);
}

/**
 * One app for a booking test file: a clock the tests set (`h.now`, back to `start` before each
 * test), an SMS gateway that records what it sends or fails while `h.gateway.failing`, and the
 * context the background jobs run with.
 */
export function bookingTestApp(start: Date) {
  const outbox = new RecordingSmsSender();
  const h = {
    ...clockedApp(start),
    outbox,
    /** The gateway the app sends through: the recording outbox, or down while `failing`. */
    gateway: {
      failing: false,
      async send(message: Parameters<RecordingSmsSender['send']>[0]) {
        if (this.failing) throw new Error('gateway down');
        await outbox.send(message);
      },
    },
    /** Messages a number received, once deliveries started by earlier requests are done. */
    sentTo: async (phoneNumber: string) => {
      await h.t.app.backgroundTasks.idle();
      return outbox.outbox(phoneNumber);
    },
    startTimes: (body: Record<string, unknown>) =>
      h.api.call('POST', '/v1/bookings:start-times', { body }),
    /** A signed-in customer books (POST /v1/bookings:order). */
    book: (token: string, body: Record<string, unknown>) =>
      h.api.call('POST', '/v1/bookings:order', { token, body }),
    jobsContext: (): BookingContext => ({
      db: h.t.database.db,
      clock: () => h.now,
      sms: h.gateway,
      publicBaseUrl: 'https://haoyue.test',
      log: h.t.app.log,
      tasks: h.t.app.backgroundTasks,
      schedules: new ScheduleCache(),
      work: h.t.app.workQueue,
    }),
  };
  startClockedApp(h, start, { smsSender: h.gateway });
  beforeEach(() => {
    h.gateway.failing = false;
  });
  return h;
}
