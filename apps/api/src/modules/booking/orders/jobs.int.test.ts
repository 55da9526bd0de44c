import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderNotifications, orders, paymentables } from '../../../db/schema';
import { bookingTestApp, tp } from '../../../../test/booking-factories';
import { PREPAID, shopFixture } from '../../../../test/shop-fixture';
import { dueNow } from '../../../../test/work-queue-due';
import { ORDER_MESSAGE } from '../../notifications';
import { expireOverduePrepayments } from './expire-overdue-prepayments';
import { sendDueReminders } from './send-due-reminders';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));

describe('prepayments and background jobs', () => {
  it('an unpaid prepayment expires once, however many instances sweep, and frees the slot', async () => {
    const { db, customerOrder } = await shopFixture(h, {
      shop: { prepaymentSettings: PREPAID },
    });
    const { user, order } = await customerOrder(tp('2026-12-03', '10:00'));
    expect(order).toMatchObject({
      status: 'AWAITING_PREPAYMENT',
      prepayment: { amount: 30000, status: 'PENDING', deadline: tp('2026-12-01', '09:00') },
    });
    expect((await h.sentTo(user.phoneNumber!))[0]?.text).toContain('請於');
    const orderId = order.id as number;

    const ctx = h.jobsContext();
    expect(await expireOverduePrepayments(ctx)).toEqual([]); // not yet due
    h.now = new Date(tp('2026-12-01', '09:01'));
    const runs = await Promise.all([
      expireOverduePrepayments(ctx),
      expireOverduePrepayments(ctx),
      expireOverduePrepayments(ctx),
    ]);
    expect(runs.flat().filter((id) => id === orderId)).toHaveLength(1);
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM' });
    const [p] = await db.select().from(paymentables).where(eq(paymentables.orderId, orderId));
    expect(p!.status).toBe('EXPIRED');
    const expiredEvents = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'EXPIRED')));
    expect(expiredEvents).toHaveLength(1);
    await h.t.app.backgroundTasks.idle();
    const notes = await db
      .select()
      .from(orderNotifications)
      .where(and(eq(orderNotifications.orderId, orderId), eq(orderNotifications.kind, 'EXPIRED')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.status).toBe('SENT');
    // The slot is bookable again.
    await customerOrder(tp('2026-12-03', '10:00'));
  });

  it('sends each reminder once, and none for a booking made inside the reminder window', async () => {
    const { db, customerOrder } = await shopFixture(h, { shop: { reminderMinutesBefore: 1440 } });
    const early = await customerOrder(tp('2026-12-03', '10:00'));
    h.now = new Date(tp('2026-12-02', '12:00')); // inside the window of both bookings below
    const late = await customerOrder(tp('2026-12-03', '11:00'));
    const ctx = h.jobsContext();
    await Promise.all([sendDueReminders(ctx), sendDueReminders(ctx)]);
    await sendDueReminders(ctx);
    // Each reminder is a work item, queued with its row: one item, sent once.
    expect(await h.t.app.workQueue.workDue(ORDER_MESSAGE)).toBe(1);
    const reminders = await db
      .select()
      .from(orderNotifications)
      .where(eq(orderNotifications.kind, 'REMINDER'));
    const mine = reminders.filter((r) => [early.order.id, late.order.id].includes(r.orderId));
    expect(mine.map((r) => r.orderId)).toEqual([early.order.id]);
    expect((await h.sentTo(early.user.phoneNumber!))[0]?.text).toContain('提醒您');
  });
});

describe('message delivery', () => {
  it('a failed confirmation is kept and retried by the work queue until it goes out', async () => {
    const { db, customerOrder } = await shopFixture(h);
    h.gateway.failing = true;
    // The booking stands whatever the gateway does.
    const { user, order } = await customerOrder(tp('2026-12-02', '10:00'));
    await h.t.app.backgroundTasks.idle();
    const find = async () =>
      (
        await db.select().from(orderNotifications).where(eq(orderNotifications.orderId, order.id))
      )[0]!;
    expect(await find()).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      error: 'Error: gateway down',
    });
    expect(h.outbox.outbox(user.phoneNumber!)).toEqual([]);

    h.gateway.failing = false;
    // Not due yet: back-off.
    const work = () => h.t.app.workQueue.workDue(ORDER_MESSAGE);
    expect(await work()).toBe(0);
    await dueNow(h.t, ORDER_MESSAGE);
    const [a, b] = await Promise.all([work(), work()]);
    expect(a + b).toBe(1);
    expect(await find()).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(h.outbox.outbox(user.phoneNumber!)).toHaveLength(1);
  });
});
