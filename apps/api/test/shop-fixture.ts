import { expect } from 'vitest';
import { bookableShop, signedInUser } from './booking-factories';
import type { TestContext } from './helper';
import type { client } from './sign-in';

/** The parts of a test app the fixture calls through (read at call time, once `beforeAll` ran). */
type TestApp = { t: TestContext; api: ReturnType<typeof client> };
type Fields = Record<string, unknown>;

/** NT$300 due within the hour: the prepayment a shop of the payment tests asks on every order. */
export const PREPAID = {
  mode: 'FIXED',
  percentage: 0,
  fixedAmount: 30000,
  minOrderPrice: 0,
  deadlineMinutes: 60,
} as const;

/**
 * A bookable shop (see `bookableShop`) with its services named, `cut` (60 minutes) and `wash`
 * (30 minutes), and the customer calls bound to it. The calls ask for the cut; `extra` adds or
 * overrides fields of the request body.
 */
export async function shopFixture(app: TestApp, options: Parameters<typeof bookableShop>[1] = {}) {
  const db = app.t.database.db;
  const fixture = await bookableShop(db, options);
  const [cut, wash] = fixture.services;
  const body = (fields: Fields) => ({ shopId: fixture.shop.id, serviceIds: [cut.id], ...fields });
  /** `token`'s order (POST /v1/bookings:order) starting at the instant `startTime`. */
  const book = (token: string, startTime: string, extra: Fields = {}) =>
    app.api.call('POST', '/v1/bookings:order', { token, body: body({ startTime, ...extra }) });
  return {
    ...fixture,
    db,
    cut,
    wash,
    book,
    /** The start times offered from `startDate` to `endDate` (POST /v1/bookings:start-times). */
    startTimes: (startDate: string, endDate = startDate, extra: Fields = {}) =>
      app.api.call('POST', '/v1/bookings:start-times', {
        body: body({ startDate, endDate, ...extra }),
      }),
    /** A new signed-in customer's order at `startTime`, which must succeed: who and the order. */
    async customerOrder(startTime: string, extra: Fields = {}) {
      const who = await signedInUser(app.t);
      const res = await book(who.token, startTime, extra);
      expect(res.status).toBe(200);
      return { ...who, order: res.body.data };
    },
  };
}
export type ShopFixture = Awaited<ReturnType<typeof shopFixture>>;
