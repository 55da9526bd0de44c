import type { TSellerRole } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { operatorTimeOff, sellerMembers, services } from '../src/db/schema';
import { bookableShop, signedInUser } from './booking-factories';
import { buildSeller, buildServiceGroup } from './factories';
import { client } from './sign-in';
import { createTestApp, type TestContext } from './helper';

/** A signed-in member of a seller with a role (a new seller unless one is given). */
export async function sellerMember(
  t: Pick<TestContext, 'database' | 'config'>,
  role: TSellerRole,
  sellerId?: number,
) {
  const seller = sellerId ?? (await buildSeller(t.database.db)).id;
  const who = await signedInUser(t);
  await t.database.db.insert(sellerMembers).values({ sellerId: seller, userId: who.user.id, role });
  return { ...who, sellerId: seller, role };
}

/**
 * The six kinds of caller every seller route is tested with: the seller's owner, manager and
 * staff, a member (owner) of another seller, a customer with no seller, and no one.
 */
export async function sellerCallers(t: Pick<TestContext, 'database' | 'config'>) {
  const owner = await sellerMember(t, 'OWNER');
  const manager = await sellerMember(t, 'MANAGER', owner.sellerId);
  const staff = await sellerMember(t, 'STAFF', owner.sellerId);
  const outsider = await sellerMember(t, 'OWNER');
  const customer = await signedInUser(t);
  return { sellerId: owner.sellerId, owner, manager, staff, outsider, customer };
}

/** The real app on a fresh database, its test client and the six kinds of caller. */
export async function startSellerApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  return { t, api: client(t.app), callers: await sellerCallers(t) };
}
export type SellerTestApi = ReturnType<typeof client>;
type TestAppOptions = Parameters<typeof createTestApp>[0];
export type SellerCallers = Awaited<ReturnType<typeof sellerCallers>>;

/**
 * The setup of a seller test file: the real app on a fresh database (`options` as
 * `createTestApp` takes them, or a function answering them before the app starts), its client and the six kinds of caller of `sellerCallers`, set
 * on the kit before the file's tests (a file's own `beforeAll` after this call sees them) and
 * closed after them. `owner()` is the owner's token.
 */
export function sellerTestKit(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
) {
  const kit = {
    t: undefined as unknown as TestContext,
    api: undefined as unknown as SellerTestApi,
    callers: undefined as unknown as SellerCallers,
    owner: () => kit.callers.owner.token,
    /** `/v1/sellers/{sellerId}` of the callers' seller. */
    base: () => `/v1/sellers/${kit.callers.sellerId}`,
  };
  beforeAll(async () => {
    Object.assign(
      kit,
      await startSellerApp(typeof options === 'function' ? await options() : options),
    );
  });
  afterAll(() => kit.t?.close());
  return kit;
}
export type SellerTestKit = ReturnType<typeof sellerTestKit>;

/** A change to a valid request body and the field the refusal of the changed body names. */
export type FieldCase = [Record<string, unknown>, string];

/** Each case, `base` with its change POSTed to `url` with `token`, is refused 400 naming its field. */
export async function expectFieldErrors(
  api: SellerTestApi,
  token: string,
  url: string,
  base: Record<string, unknown>,
  cases: FieldCase[],
) {
  for (const [change, field] of cases) {
    const res = await api.call('POST', url, { token, body: { ...base, ...change } });
    expect([change, res.status, res.body.error?.field]).toEqual([change, 400, field]);
  }
}

/** A PNG of the given size, for upload tests. */
export function pngImage(width: number, height: number, background = '#7a9'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file in the field `file`, as the upload routes read. */
export function multipartFile(file: Buffer, type = 'image/png', name = 'photo.png') {
  const boundary = '----haoyue-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Tuesday 1 December 2026, 08:00 in Taipei: the present of the seller tests. */
export const TEST_NOW = new Date('2026-12-01T00:00:00Z');

/** A Taipei wall-clock time on a date, as an ISO instant. */
export const tp = (date: string, time: string) =>
  new Date(`${date}T${time}:00+08:00`).toISOString();

/** Weekly hours with the same ranges on the given weekdays (Sunday = 0) and none on the others. */
export const week = (ranges: [string, string][], weekdays = [0, 1, 2, 3, 4, 5, 6]) =>
  Array.from({ length: 7 }, (_, d) =>
    weekdays.includes(d) ? ranges.map(([start, end]) => ({ start, end })) : [],
  );

/**
 * A shop of the callers' seller: open 10–20 daily, one operator working 10–20 who performs
 * both services (60 and 30 minutes) of one group, an empty second group and a time off.
 */
export async function catalogueShop(
  t: Pick<TestContext, 'database'>,
  callers: SellerCallers,
  operatorCount = 1,
) {
  const db = t.database.db;
  const fixture = await bookableShop(db, { operatorCount, shop: { sellerId: callers.sellerId } });
  await db.update(services).set({ position: 1 }).where(eq(services.id, fixture.services[1].id));
  const emptyGroup = await buildServiceGroup(db, fixture.shop.id, { name: '空分類', position: 1 });
  const [timeOff] = await db
    .insert(operatorTimeOff)
    .values({
      operatorId: fixture.operators[0]!.id,
      startsAt: new Date(tp('2026-12-10', '10:00')),
      endsAt: new Date(tp('2026-12-10', '12:00')),
      reason: '進修',
    })
    .returning();
  const base = `/v1/sellers/${callers.sellerId}/shops/${fixture.shop.id}`;
  return { ...fixture, emptyGroup, timeOff: timeOff!, base };
}
export type CatalogueShop = Awaited<ReturnType<typeof catalogueShop>>;

/**
 * What the seller catalogue test files share: the app with its clock at `kit.now` (a test may
 * move it), its client, the six callers (set before the file's tests), and the fixtures.
 */
export function catalogueTestKit() {
  const kit = Object.assign(sellerTestKit({ clock: (): Date => kit.now }), {
    now: TEST_NOW,
    ownShop: (operatorCount = 1) => catalogueShop(kit.t, kit.callers, operatorCount),
    /** The start times customers are offered on a date for one service. */
    async startTimes(f: CatalogueShop, date: string, serviceId = f.services[0].id) {
      const res = await kit.api.call('POST', '/v1/bookings:start-times', {
        body: { shopId: f.shop.id, serviceIds: [serviceId], startDate: date, endDate: date },
      });
      expect(res.status).toBe(200);
      return (res.body.data.days[0].times as { startTime: string }[]).map((x) => x.startTime);
    },
    /** A new customer's online booking of the first service. */
    async bookOnline(f: CatalogueShop, startTime: string, operatorId = f.operators[0]!.id) {
      const who = await signedInUser(kit.t);
      const res = await kit.api.call('POST', '/v1/bookings:order', {
        token: who.token,
        body: { shopId: f.shop.id, serviceIds: [f.services[0].id], operatorId, startTime },
      });
      expect(res.status).toBe(200);
      return res.body.data;
    },
  });
  return kit;
}

/** A valid new service of the fixture shop's group, performed by its first operator. */
export const serviceBody = (f: CatalogueShop) => ({
  serviceGroupId: f.group.id,
  name: '染髮',
  durationMinutes: 90,
  price: 150000,
  operatorIds: [f.operators[0]!.id],
});
