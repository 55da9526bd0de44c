import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderNotifications } from '../../db/schema';
import { signedInUser, tp } from '../../../test/booking-factories';
import { lineTestApp } from '../../../test/line-fixture';
import { shopFixture } from '../../../test/shop-fixture';
import { sendDueReminders } from '../booking';
import { ORDER_MESSAGE } from '../notifications';

const { h, fake, ownerOf, lineSession, lineNotifierOf, saveLineSettings } = lineTestApp();

const TOKEN = 'channel-access-token-of-the-resend-seller';

/** A shop whose seller pushes by LINE, and a customer linked there who follows the account. */
async function linkedCustomer() {
  const fixture = await shopFixture(h);
  const sellerId = fixture.shop.sellerId;
  const owner = await ownerOf(sellerId);
  await saveLineSettings(sellerId, owner.token, {
    channelAccessToken: TOKEN,
    bookableShops: [fixture.shop.id],
  });
  const who = await signedInUser(h.t);
  const { userId: lineUserId, accessToken } = await lineSession(sellerId);
  const linked = await h.api.call('POST', '/v1/me/customers:link', {
    token: who.token,
    body: { sellerId, lineAccessToken: accessToken },
  });
  expect(linked.status).toBe(200);
  return { fixture, owner, who, lineUserId };
}

/** The flex card's title and text of the latest push to `to`. */
function latestCard(to: string) {
  const push = fake()
    .pushes.filter((p) => p.to === to)
    .at(-1);
  expect(push).toBeDefined();
  const flex = push!.messages[0] as { type: string; altText: string; contents: unknown };
  expect(flex.type).toBe('flex');
  return { altText: flex.altText, text: JSON.stringify(flex.contents), retryKey: push!.retryKey };
}

describe('POST /v1/orders:resend-line-flex-messages', () => {
  it("resends the order's latest message, built from the order as it is now", async () => {
    const { fixture, owner, who, lineUserId } = await linkedCustomer();
    const resend = async (token = who.token) => {
      const before = fake().pushes.filter((p) => p.to === lineUserId).length;
      const res = await h.api.call('POST', '/v1/orders:resend-line-flex-messages', {
        token,
        body: { orderId: order.id },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.to).toBe(lineUserId);
      expect(fake().pushes.filter((p) => p.to === lineUserId)).toHaveLength(before + 1);
      return latestCard(lineUserId);
    };
    const latestRow = async () => {
      const [row] = await h.t.database.db
        .select()
        .from(orderNotifications)
        .where(eq(orderNotifications.orderId, order.id))
        .orderBy(desc(orderNotifications.id))
        .limit(1);
      return row!;
    };

    // Booked: the confirmation, and the resend is the confirmation again.
    const booked = await fixture.book(who.token, tp('2026-12-03', '11:00'));
    expect(booked.status).toBe(200);
    const order = booked.body.data as { id: number; orderKey: string };
    await h.t.app.backgroundTasks.idle();
    expect(latestCard(lineUserId).text).toContain('預約成功');
    let card = await resend();
    expect(card.text).toContain('預約成功');
    expect(card.text).toContain('上午11:00');
    expect(await latestRow()).toMatchObject({ kind: 'CONFIRMATION', channel: 'LINE' });

    // Moved: the change is the latest, with the new time (the seller's member may ask too).
    const moved = await h.api.call('POST', '/v1/orders:reschedule', {
      token: who.token,
      body: { orderId: order.id, startTime: tp('2026-12-03', '14:00') },
    });
    expect(moved.status).toBe(200);
    await h.t.app.backgroundTasks.idle();
    expect(latestCard(lineUserId).text).toContain('預約已改期');
    card = await resend(owner.token);
    expect(card.text).toContain('預約已改期');
    expect(card.text).toContain('下午2:00');
    expect(card.text).not.toContain('預約成功');
    // Resent twice: still the change (a resend is kept as the kind it sent).
    expect((await resend()).text).toContain('預約已改期');

    // The day before, the reminder.
    h.now = new Date(tp('2026-12-02', '14:30'));
    expect(await sendDueReminders({ ...h.jobsContext(), line: lineNotifierOf() })).toBe(1);
    expect(await h.t.app.workQueue.workDue(ORDER_MESSAGE)).toBe(1);
    expect(latestCard(lineUserId).text).toContain('預約提醒');
    card = await resend();
    expect(card.text).toContain('預約提醒');
    expect(card.text).toContain('下午2:00');

    // Cancelled: the cancellation.
    const cancelled = await h.api.call('POST', '/v1/orders:cancel', {
      token: who.token,
      body: { orderId: order.id },
    });
    expect(cancelled.status).toBe(200);
    await h.t.app.backgroundTasks.idle();
    card = await resend();
    expect(card.text).toContain('預約已取消');
    expect(card.altText).toContain('預約已取消');
    expect(card.text).toContain('已取消');
    expect(await latestRow()).toMatchObject({ kind: 'CANCELLED', channel: 'LINE', status: 'SENT' });

    // Every push went under a key of its own.
    const keys = fake()
      .pushes.filter((p) => p.to === lineUserId)
      .map((p) => p.retryKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('with no message queued for the order, resends what its status says', async () => {
    const { fixture, who, lineUserId } = await linkedCustomer();
    const booked = await fixture.book(who.token, tp('2026-12-04', '15:00'));
    expect(booked.status).toBe(200);
    await h.t.app.backgroundTasks.idle();
    await h.t.database.db
      .delete(orderNotifications)
      .where(eq(orderNotifications.orderId, booked.body.data.id));
    const res = await h.api.call('POST', '/v1/orders:resend-line-flex-messages', {
      token: who.token,
      body: { orderId: booked.body.data.id },
    });
    expect(res.status).toBe(200);
    expect(latestCard(lineUserId).text).toContain('預約成功');
  });
});
