import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewReports, reviews, shopRatings, shops, users } from '../../db/schema';
import { bookableShop, signedInUser } from '../../../test/booking-factories';
import { expectError } from '../../../test/expect-answer';
import { accessMatrix, route } from '../../../test/access-matrix';
import { sellerMember, TEST_NOW, tp, sellerTestKit } from '../../../test/seller-factories';

/** The app's clock: TEST_NOW, moved past the visits while the shop marks them done. */
let now = TEST_NOW;

/** The shop completes an order once its visit has begun (a future one cannot be). */
async function completeAsShop(sellerId: number, orderId: number, token: string) {
  now = new Date('2027-01-01T00:00:00Z');
  try {
    return await kit.api.call('POST', `/v1/sellers/${sellerId}/orders/${orderId}:complete`, {
      token,
    });
  } finally {
    now = TEST_NOW;
  }
}

const kit = sellerTestKit({ clock: () => now });
type Shop = Awaited<ReturnType<typeof bookableShop>>;
/** A shop of the callers' seller, where most orders are made. */
let shop: Shop;

beforeAll(async () => {
  shop = await newShop();
});

const newShop = () =>
  bookableShop(kit.t.database.db, { operatorCount: 1, shop: { sellerId: kit.callers.sellerId } });

/** Start times a shop has not given out yet: each hour 10:00–18:00 from the day after TEST_NOW. */
const slots = new Map<number, number>();
function nextSlot(shopId: number): string {
  const n = slots.get(shopId) ?? 0;
  slots.set(shopId, n + 1);
  const day = String(2 + Math.floor(n / 9)).padStart(2, '0');
  return tp(`2026-12-${day}`, `${String(10 + (n % 9)).padStart(2, '0')}:00`);
}

type Customer = Awaited<ReturnType<typeof signedInUser>>;

/** A customer's confirmed order at the shop (booked online, with the booking form's `profile`). */
async function confirmedOrder(customer?: Customer, at: Shop = shop, profile?: object) {
  const who = customer ?? (await signedInUser(kit.t));
  const res = await kit.api.call('POST', '/v1/bookings:order', {
    token: who.token,
    body: {
      shopId: at.shop.id,
      serviceIds: [at.services[0].id],
      startTime: nextSlot(at.shop.id),
      ...(profile ? { profile } : {}),
    },
  });
  expect(res.status).toBe(200);
  return { ...who, order: res.body.data as { id: number; orderKey: string; status: string } };
}

/** A customer's order the shop marked completed: what may be reviewed. */
async function completedOrder(customer?: Customer, at: Shop = shop, profile?: object) {
  const booked = await confirmedOrder(customer, at, profile);
  const res = await completeAsShop(at.shop.sellerId, booked.order.id, kit.callers.owner.token);
  expect(res.status).toBe(200);
  return booked;
}

const writeReview = (token: string | undefined, body: Record<string, unknown>) =>
  kit.api.call('POST', '/v1/reviews', { ...(token ? { token } : {}), body });

/** A customer's review of a new completed order, which must succeed. */
async function reviewed(rating = 5, at: Shop = shop, comment: string | null = '很棒') {
  const who = await completedOrder(undefined, at);
  const res = await writeReview(who.token, { orderId: who.order.id, rating, comment });
  expect(res.status).toBe(200);
  return { ...who, review: res.body.data as { id: number; reviewerName: string } };
}

const shopReviews = (shopId: number, query = '') =>
  kit.api.call('GET', `/v1/shops/${shopId}/reviews${query}`);

describe('writing a review', () => {
  it('rates a completed order with a trimmed comment, stored under the order', async () => {
    const who = await completedOrder();
    const res = await writeReview(who.token, {
      orderId: who.order.id,
      rating: 4,
      comment: '  設計師很細心\r\n\r\n\r\n\r\n下次再來  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      shopId: shop.shop.id,
      rating: 4,
      comment: '設計師很細心\n\n下次再來',
      reviewerName: `${who.user.displayName![0]}＊＊`,
      reply: null,
      repliedAt: null,
      createdAt: expect.any(String),
    });
    const [row] = await kit.t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.orderId, who.order.id));
    expect(row).toMatchObject({ shopId: shop.shop.id, userId: who.user.id, rating: 4 });
  });

  it('shows the nickname when the customer has one; a blank comment is none', async () => {
    const customer = await signedInUser(kit.t, { nickname: '愛剪髮的貓' });
    const who = await completedOrder(customer);
    const res = await writeReview(who.token, { orderId: who.order.id, rating: 5, comment: '  ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reviewerName: '愛剪髮的貓', comment: null });
  });

  it('refuses an order that is not completed yet, or was cancelled (409)', async () => {
    const who = await confirmedOrder();
    expectError(
      await writeReview(who.token, { orderId: who.order.id, rating: 5 }),
      409,
      'E_ORDER_STATE',
    );
    const cancelled = await confirmedOrder();
    const cancel = await kit.api.call('POST', '/v1/orders:cancel', {
      token: cancelled.token,
      body: { orderId: cancelled.order.id },
    });
    expect(cancel.status).toBe(200);
    expectError(
      await writeReview(cancelled.token, { orderId: cancelled.order.id, rating: 5 }),
      409,
      'E_ORDER_STATE',
    );
    const rows = await kit.t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.orderId, who.order.id));
    expect(rows).toEqual([]);
  });

  it("refuses someone else's order as if it did not exist (404), and no sign-in (401)", async () => {
    const who = await completedOrder();
    const stranger = await signedInUser(kit.t);
    expectError(
      await writeReview(stranger.token, { orderId: who.order.id, rating: 5 }),
      404,
      'E_NOT_FOUND',
    );
    // The shop's own owner is not the customer either.
    expectError(
      await writeReview(kit.callers.owner.token, { orderId: who.order.id, rating: 5 }),
      404,
      'E_NOT_FOUND',
    );
    expectError(
      await writeReview(stranger.token, { orderId: 2147483647, rating: 5 }),
      404,
      'E_NOT_FOUND',
    );
    expectError(
      await writeReview(undefined, { orderId: who.order.id, rating: 5 }),
      401,
      'E_UNAUTHORIZED_ACCESS',
    );
  });

  it('takes one review per order: the second is 409, also when both arrive at once', async () => {
    const who = await completedOrder();
    const first = await writeReview(who.token, { orderId: who.order.id, rating: 5 });
    expect(first.status).toBe(200);
    const again = await writeReview(who.token, { orderId: who.order.id, rating: 1 });
    expectError(again, 409, 'E_ALREADY_REVIEWED');

    const racer = await completedOrder();
    const both = await Promise.all(
      [5, 1].map((rating) => writeReview(racer.token, { orderId: racer.order.id, rating })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await kit.t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.orderId, racer.order.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a rating that is not a whole number from 1 to 5, and a comment over 1000 (400)', async () => {
    const who = await completedOrder();
    for (const rating of [0, 6, 2.5, 'x', '5', null, -1]) {
      const res = await writeReview(who.token, { orderId: who.order.id, rating });
      expect([rating, res.status, res.body.error.code, res.body.error.field]).toEqual([
        rating,
        400,
        'E_VALIDATION',
        'rating',
      ]);
    }
    const missing = await writeReview(who.token, { orderId: who.order.id });
    expect([missing.status, missing.body.error.field]).toEqual([400, 'rating']);
    const long = await writeReview(who.token, {
      orderId: who.order.id,
      rating: 5,
      comment: '好'.repeat(1001),
    });
    expect([long.status, long.body.error.field]).toEqual([400, 'comment']);
    const orderAsText = await writeReview(who.token, { orderId: String(who.order.id), rating: 5 });
    expect([orderAsText.status, orderAsText.body.error.field]).toEqual([400, 'orderId']);
    // Nothing was stored by the refusals: the order may still be reviewed.
    const ok = await writeReview(who.token, {
      orderId: who.order.id,
      rating: 3,
      comment: '好'.repeat(1000),
    });
    expect(ok.status).toBe(200);
  });
});

describe("the order's review", () => {
  const orderReview = (id: string | number, token?: string) =>
    kit.api.call('GET', `/v1/orders/${id}/review`, token ? { token } : {});

  it('offers the form for a completed order, then answers the review (by id or order key)', async () => {
    const who = await completedOrder();
    const before = await orderReview(who.order.orderKey, who.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ canReview: true, review: null });
    const written = await writeReview(who.token, { orderId: who.order.id, rating: 4 });
    for (const id of [who.order.orderKey, who.order.id]) {
      const after = await orderReview(id, who.token);
      expect(after.body.data).toEqual({ canReview: false, review: written.body.data });
    }
  });

  it('does not offer it before the visit is completed', async () => {
    const who = await confirmedOrder();
    const res = await orderReview(who.order.orderKey, who.token);
    expect(res.body.data).toEqual({ canReview: false, review: null });
  });

  it("is 404 for someone else's order and 401 signed out", async () => {
    const who = await completedOrder();
    const stranger = await signedInUser(kit.t);
    expectError(await orderReview(who.order.orderKey, stranger.token), 404, 'E_NOT_FOUND');
    expectError(await orderReview(who.order.id, stranger.token), 404, 'E_NOT_FOUND');
    expectError(await orderReview(who.order.orderKey), 401, 'E_UNAUTHORIZED_ACCESS');
  });
});

describe("a shop's public reviews", () => {
  it('lists visible reviews newest first, a page at a time, with average, count and stars', async () => {
    const fresh = await newShop();
    const empty = await shopReviews(fresh.shop.id);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      data: {
        summary: {
          average: null,
          count: 0,
          byRating: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
        },
        reviews: [],
      },
      meta: { page: 1, perPage: 10, total: 0 },
    });

    const written = [];
    for (const rating of [5, 4, 4, 2]) written.push(await reviewed(rating, fresh));
    const res = await shopReviews(fresh.shop.id, '?perPage=3');
    expect(res.status).toBe(200);
    // (5 + 4 + 4 + 2) / 4 = 3.75 → 3.8
    expect(res.body.data.summary).toEqual({
      average: 3.8,
      count: 4,
      byRating: [
        { rating: 5, count: 1 },
        { rating: 4, count: 2 },
        { rating: 3, count: 0 },
        { rating: 2, count: 1 },
        { rating: 1, count: 0 },
      ],
    });
    expect(res.body.meta).toEqual({ page: 1, perPage: 3, total: 4 });
    const ids = written.map((w) => w.review.id).reverse();
    expect(res.body.data.reviews.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 3));
    const page2 = await shopReviews(fresh.shop.id, '?perPage=3&page=2');
    expect(page2.body.data.reviews.map((r: { id: number }) => r.id)).toEqual(ids.slice(3));
    const past = await shopReviews(fresh.shop.id, '?perPage=3&page=5');
    expect(past.body.data.reviews).toEqual([]);
    expect(past.body.meta.total).toBe(4);
  });

  it('neither lists nor counts a review the moderation hid', async () => {
    const fresh = await newShop();
    const kept = await reviewed(5, fresh);
    const hidden = await reviewed(1, fresh);
    await kit.t.database.db
      .update(reviews)
      .set({ hiddenAt: new Date() })
      .where(eq(reviews.id, hidden.review.id));
    const res = await shopReviews(fresh.shop.id);
    expect(res.body.data.reviews.map((r: { id: number }) => r.id)).toEqual([kept.review.id]);
    expect(res.body.data.summary).toMatchObject({ average: 5, count: 1 });
    expect(res.body.data.summary.byRating.find((b: { rating: number }) => b.rating === 1)).toEqual({
      rating: 1,
      count: 0,
    });
    expect(res.body.meta.total).toBe(1);
    const [rating] = await kit.t.database.db
      .select()
      .from(shopRatings)
      .where(eq(shopRatings.shopId, fresh.shop.id));
    expect(rating).toMatchObject({ reviewCount: 1, ratingSum: 5 });
  });

  it('is 404 for a shop that is not public, and refuses bad paging (400)', async () => {
    const fresh = await newShop();
    await kit.t.database.db
      .update(shops)
      .set({ reviewStatus: 'PENDING' })
      .where(eq(shops.id, fresh.shop.id));
    expectError(await shopReviews(fresh.shop.id), 404, 'E_NOT_FOUND');
    expectError(await shopReviews(2147483647), 404, 'E_NOT_FOUND');
    expectError(await shopReviews(shop.shop.id, '?perPage=51'), 400, 'E_VALIDATION');
    expectError(await shopReviews(shop.shop.id, '?page=0'), 400, 'E_VALIDATION');
    const badId = await kit.api.call('GET', '/v1/shops/abc/reviews');
    expectError(badId, 400, 'E_VALIDATION');
  });

  it("never shows a reviewer's phone number, whatever their name fields hold", async () => {
    const plain = await signedInUser(kit.t, { displayName: null, nickname: null });
    const phoneAsNickname = await signedInUser(kit.t, { displayName: null });
    await kit.t.database.db
      .update(users)
      .set({ nickname: phoneAsNickname.user.phoneNumber })
      .where(eq(users.id, phoneAsNickname.user.id));
    const phoneAsName = await signedInUser(kit.t, { nickname: null });
    await kit.t.database.db
      .update(users)
      .set({ displayName: `0${phoneAsName.user.phoneNumber!.slice(4)}` })
      .where(eq(users.id, phoneAsName.user.id));
    const fresh = await newShop();
    const bodies: string[] = [];
    const national = (who: Customer) => `0${who.user.phoneNumber!.slice(4)}`;
    // What each typed as their name on the booking form.
    const bookingNames = ['林小姐', national(phoneAsNickname), national(phoneAsName)];
    const customers = [plain, phoneAsNickname, phoneAsName];
    for (const [i, customer] of customers.entries()) {
      const who = await completedOrder(customer, fresh, { displayName: bookingNames[i] });
      const res = await writeReview(who.token, { orderId: who.order.id, rating: 5 });
      expect(res.status).toBe(200);
      bodies.push(JSON.stringify(res.body));
      const replied = await kit.api.call(
        'POST',
        `/v1/sellers/${kit.callers.sellerId}/reviews/${res.body.data.id}:reply`,
        { token: kit.callers.owner.token, body: { reply: '謝謝您' } },
      );
      bodies.push(JSON.stringify(replied.body));
      bodies.push(
        JSON.stringify(
          (await kit.api.call('GET', `/v1/orders/${who.order.id}/review`, { token: who.token }))
            .body,
        ),
      );
    }
    bodies.push(JSON.stringify((await shopReviews(fresh.shop.id)).body));
    const sellerList = await kit.api.call(
      'GET',
      `/v1/sellers/${kit.callers.sellerId}/reviews?shopId=${fresh.shop.id}`,
      { token: kit.callers.owner.token },
    );
    expect(sellerList.body.data).toHaveLength(3);
    bodies.push(JSON.stringify(sellerList.body));
    for (const customer of customers) {
      for (const body of bodies) {
        // The national number without its 0 is inside every way of writing it.
        expect(body).not.toContain(national(customer).slice(1));
      }
    }
    const names = JSON.parse(bodies.at(-2)!).data.reviews.map(
      (r: { reviewerName: string }) => r.reviewerName,
    );
    // Newest first: a display name of digits masked; a nickname of digits skipped for the
    // booking's name, masked; no name on the account, the booking's name masked.
    expect(names).toEqual(['0＊＊', '0＊＊', '林＊＊']);
  });
});

describe('who may call the seller review routes', () => {
  const base = () => `${kit.base()}/reviews`;
  accessMatrix(kit, {
    routes: [
      route('GET /reviews', 'shops.read', async () => ({ url: base() })),
      {
        name: 'POST /reviews/{reviewId}:reply',
        permission: 'reviews.reply',
        request: async () => {
          const { review } = await reviewed(4);
          return { method: 'POST', url: `${base()}/${review.id}:reply`, body: { reply: '感謝' } };
        },
      },
    ],
    covers: (p) => p.startsWith('/v1/sellers/{sellerId}/reviews'),
  });
});

describe("the shop's reply", () => {
  const reply = (sellerId: number, reviewId: number, token: string, text: unknown = '謝謝光臨') =>
    kit.api.call('POST', `/v1/sellers/${sellerId}/reviews/${reviewId}:reply`, {
      token,
      body: { reply: text },
    });

  it('a member replies once; the reply shows on the shop page; a second is 409', async () => {
    const { review } = await reviewed(3);
    const res = await reply(
      kit.callers.sellerId,
      review.id,
      kit.callers.staff.token,
      '  謝謝您的建議\n下次改進 ',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: review.id,
      reply: '謝謝您的建議\n下次改進',
      repliedAt: expect.any(String),
      shopName: shop.shop.displayName,
      orderId: expect.any(Number),
    });
    const [row] = await kit.t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.repliedBy).toBe(kit.callers.staff.user.id);
    const listed = await shopReviews(shop.shop.id, '?perPage=50');
    expect(listed.body.data.reviews.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      reply: '謝謝您的建議\n下次改進',
    });
    expectError(
      await reply(kit.callers.sellerId, review.id, kit.callers.owner.token, '再說一次'),
      409,
      'E_ALREADY_REPLIED',
    );
    const [after] = await kit.t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after!.reply).toBe('謝謝您的建議\n下次改進');
  });

  it("refuses a non-member: another seller's member 403, the customer 404 (seller hidden)", async () => {
    const { review, token } = await reviewed(2);
    // A member of another seller, through their own seller: the review is not theirs.
    const outsider = kit.callers.outsider;
    expectError(await reply(outsider.sellerId, review.id, outsider.token), 403, 'E_FORBIDDEN');
    // Through the review's seller: not a member of it, so the seller is hidden from them.
    expectError(await reply(kit.callers.sellerId, review.id, outsider.token), 404, 'E_NOT_FOUND');
    expectError(await reply(kit.callers.sellerId, review.id, token), 404, 'E_NOT_FOUND');
    const [row] = await kit.t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.reply).toBeNull();
  });

  it('refuses an empty or over-long reply (400), and a hidden or missing review (404)', async () => {
    const { review } = await reviewed(4);
    for (const text of ['', '   \n ', '好'.repeat(1001), 5]) {
      const res = await reply(kit.callers.sellerId, review.id, kit.callers.owner.token, text);
      expect([res.status, res.body.error.field]).toEqual([400, 'reply']);
    }
    await kit.t.database.db
      .update(reviews)
      .set({ hiddenAt: new Date() })
      .where(eq(reviews.id, review.id));
    expectError(
      await reply(kit.callers.sellerId, review.id, kit.callers.owner.token),
      404,
      'E_NOT_FOUND',
    );
    expectError(
      await reply(kit.callers.sellerId, 2147483647, kit.callers.owner.token),
      404,
      'E_NOT_FOUND',
    );
  });

  it("lists the seller's visible reviews, by shop and by whether they await a reply", async () => {
    const other = await sellerMember(kit.t, 'OWNER');
    const otherShop = await bookableShop(kit.t.database.db, { shop: { sellerId: other.sellerId } });
    const foreign = await completedOrderOf(otherShop, other.token);
    const fresh = await newShop();
    const a = await reviewed(5, fresh);
    const b = await reviewed(1, fresh);
    await reply(kit.callers.sellerId, a.review.id, kit.callers.owner.token);
    const list = (query: string) =>
      kit.api.call('GET', `/v1/sellers/${kit.callers.sellerId}/reviews${query}`, {
        token: kit.callers.manager.token,
      });
    const all = await list(`?shopId=${fresh.shop.id}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((r: { id: number }) => r.id)).toEqual([b.review.id, a.review.id]);
    expect(all.body.meta).toEqual({ page: 1, perPage: 20, total: 2 });
    const waiting = await list(`?shopId=${fresh.shop.id}&replied=false`);
    expect(waiting.body.data.map((r: { id: number }) => r.id)).toEqual([b.review.id]);
    const done = await list(`?shopId=${fresh.shop.id}&replied=true`);
    expect(done.body.data.map((r: { id: number }) => r.id)).toEqual([a.review.id]);
    // Every shop of the seller, never another seller's.
    const everything = await list('?perPage=50');
    const ids = everything.body.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.review.id, b.review.id]));
    expect(ids).not.toContain(foreign);
    expect((await list(`?shopId=${otherShop.shop.id}`)).body.data).toEqual([]);
  });

  /** A review at another seller's shop, completed by that seller's owner: its id. */
  async function completedOrderOf(at: Shop, ownerToken: string): Promise<number> {
    const who = await confirmedOrder(undefined, at);
    const done = await completeAsShop(at.shop.sellerId, who.order.id, ownerToken);
    expect(done.status).toBe(200);
    const res = await writeReview(who.token, { orderId: who.order.id, rating: 5 });
    expect(res.status).toBe(200);
    return res.body.data.id;
  }
});

describe('reporting a review', () => {
  const report = (token: string | undefined, body: Record<string, unknown>) =>
    kit.api.call('POST', '/v1/reviews:report', { ...(token ? { token } : {}), body });

  it('stores a signed-in user’s report once; a second is 409', async () => {
    const { review } = await reviewed(1);
    const reporter = await signedInUser(kit.t);
    const res = await report(reporter.token, { reviewId: review.id, reason: '  內容不實  ' });
    expect(res.status).toBe(204);
    expectError(
      await report(reporter.token, { reviewId: review.id, reason: '再檢舉一次' }),
      409,
      'E_ALREADY_REPORTED',
    );
    // Another user may report it too.
    const second = await signedInUser(kit.t);
    expect((await report(second.token, { reviewId: review.id, reason: '廣告' })).status).toBe(204);
    const rows = await kit.t.database.db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reviewId, review.id));
    expect(rows.map((r) => [r.reporterId, r.reason]).sort()).toEqual(
      [
        [reporter.user.id, '內容不實'],
        [second.user.id, '廣告'],
      ].sort(),
    );
  });

  it('needs a sign-in (401), a short one-line reason (400) and a visible review (404)', async () => {
    const { review } = await reviewed(2);
    const reporter = await signedInUser(kit.t);
    expectError(
      await report(undefined, { reviewId: review.id, reason: '不實' }),
      401,
      'E_UNAUTHORIZED_ACCESS',
    );
    for (const reason of ['', '   ', '第一行\n第二行', 'a'.repeat(201), undefined]) {
      const res = await report(reporter.token, { reviewId: review.id, reason });
      expect([reason, res.status, res.body.error.field]).toEqual([reason, 400, 'reason']);
    }
    expectError(
      await report(reporter.token, { reviewId: 2147483647, reason: '不實' }),
      404,
      'E_NOT_FOUND',
    );
    await kit.t.database.db
      .update(reviews)
      .set({ hiddenAt: new Date() })
      .where(eq(reviews.id, review.id));
    expectError(
      await report(reporter.token, { reviewId: review.id, reason: '不實' }),
      404,
      'E_NOT_FOUND',
    );
    const rows = await kit.t.database.db
      .select()
      .from(reviewReports)
      .where(
        and(eq(reviewReports.reviewId, review.id), eq(reviewReports.reporterId, reporter.user.id)),
      );
    expect(rows).toEqual([]);
  });
});
