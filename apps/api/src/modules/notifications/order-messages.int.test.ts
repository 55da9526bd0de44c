import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNotifications } from '../../db/schema';
import { adminCallers, type AdminCallers } from '../../../test/admin-factories';
import { bookingTestApp, tp } from '../../../test/booking-factories';
import { shopFixture } from '../../../test/shop-fixture';
import { dueNow } from '../../../test/work-queue-due';
import { claimOrderMessage, ORDER_MESSAGE, queueStrayMessages } from '.';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
let callers: AdminCallers;
beforeAll(async () => {
  callers = await adminCallers(h.t);
});

const work = () => h.t.app.workQueue.workDue(ORDER_MESSAGE);
/** Every waiting item due now (their back-off passed), then worked. */
const workAfterBackOff = async () => {
  await dueNow(h.t, ORDER_MESSAGE);
  return work();
};
const messageOf = async (orderId: number) => {
  const rows = await h.t.database.db
    .select()
    .from(orderNotifications)
    .where(eq(orderNotifications.orderId, orderId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const queueState = async () =>
  (await h.t.app.workQueue.states()).find((q) => q.name === ORDER_MESSAGE)!;

/** A confirmation whose after-commit try failed: its message, now the queue's. */
async function failedConfirmation(time: string) {
  const { customerOrder } = await shopFixture(h);
  h.gateway.failing = true;
  const { user, order } = await customerOrder(tp('2026-12-02', time));
  await h.t.app.backgroundTasks.idle();
  const row = await messageOf(order.id);
  expect(row).toMatchObject({ status: 'PENDING', attempts: 1, error: 'Error: gateway down' });
  expect(row.queuedAt).not.toBeNull();
  return { phone: user.phoneNumber!, orderId: order.id as number, messageId: row.id };
}

describe('order messages on the work queue', () => {
  it('retries a failing channel with back-off, then sends the message once', async () => {
    const { phone, orderId } = await failedConfirmation('10:00');
    expect(await queueState()).toMatchObject({ queued: 1, failed: 0 });
    expect(await work()).toBe(0); // waiting out its back-off

    expect(await workAfterBackOff()).toBe(1); // still failing
    expect(await messageOf(orderId)).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(h.outbox.outbox(phone)).toEqual([]);

    h.gateway.failing = false;
    expect(await workAfterBackOff()).toBe(1);
    expect(await messageOf(orderId)).toMatchObject({
      status: 'SENT',
      attempts: 3,
      error: null,
      claimedUntil: null,
    });
    expect(h.outbox.outbox(phone)).toHaveLength(1);
    expect(await workAfterBackOff()).toBe(0);
    expect(await queueState()).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it('leaves the message FAILED after its last try, and an admin retry sends it once', async () => {
    const { phone, orderId, messageId } = await failedConfirmation('11:00');
    // The request's try, then the item's four: five in all, as before the queue.
    for (let i = 0; i < 4; i++) expect(await workAfterBackOff()).toBe(1);
    expect(await workAfterBackOff()).toBe(0);
    expect(await messageOf(orderId)).toMatchObject({
      status: 'FAILED',
      attempts: 5,
      error: 'Error: gateway down',
    });
    expect(await queueState()).toMatchObject({ queued: 0, failed: 1 });

    const token = callers.operations.token;
    const listed = await h.api.call('GET', `/v1/admin/jobs/queues/${ORDER_MESSAGE}/failed`, {
      token,
    });
    expect(listed.status).toBe(200);
    const [item] = listed.body.data;
    expect(item).toMatchObject({ tries: 4, error: 'Error: gateway down' });
    expect(item.summary).toContain(`"messageId":${messageId}`);
    expect(JSON.stringify(listed.body)).not.toContain(phone);
    const jobs = await h.api.call('GET', '/v1/admin/jobs', { token });
    expect(jobs.body.data.queues).toContainEqual(
      expect.objectContaining({ name: ORDER_MESSAGE, label: '預約訊息發送', failed: 1 }),
    );

    h.gateway.failing = false;
    const retried = await h.api.call(
      'POST',
      `/v1/admin/jobs/queues/${ORDER_MESSAGE}/items/${item.id}/retry`,
      { token },
    );
    expect(retried.status).toBe(204);
    expect(await work()).toBe(1);
    expect(await messageOf(orderId)).toMatchObject({ status: 'SENT', attempts: 6 });
    expect(h.outbox.outbox(phone)).toHaveLength(1);
    expect(await workAfterBackOff()).toBe(0);
    expect(h.outbox.outbox(phone)).toHaveLength(1);
    expect(await queueState()).toMatchObject({ queued: 0, failed: 0 });
  });

  it('sends once when two workers reach one message (a lease that ran out mid-send)', async () => {
    const { phone, orderId, messageId } = await failedConfirmation('12:00');
    h.gateway.failing = false;
    // The first worker's send hangs until released …
    const send = h.gateway.send;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inSend = new Promise<void>((resolve) => (entered = resolve));
    h.gateway.send = async function (message) {
      entered();
      await released;
      return send.call(this, message);
    };
    try {
      await dueNow(h.t, ORDER_MESSAGE);
      const first = work();
      await inSend;
      // … while a second item of the same message (as pg-boss queues again an item whose
      // lease ran out) is taken by another worker: the row is held, so it sends nothing.
      await h.t.app.workQueue.send(
        { name: ORDER_MESSAGE },
        { messageId, orderId, kind: 'CONFIRMATION' },
      );
      expect(await work()).toBe(1);
      expect(h.outbox.outbox(phone)).toEqual([]);
      release();
      expect(await first).toBe(1);
    } finally {
      h.gateway.send = send;
    }
    expect(await messageOf(orderId)).toMatchObject({ status: 'SENT', attempts: 2 });
    // The second item, tried again, finds the message sent.
    expect(await workAfterBackOff()).toBe(1);
    expect(h.outbox.outbox(phone)).toHaveLength(1);
    expect(await messageOf(orderId)).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(await queueState()).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it('queues a message a crash left untried once its claim ran out, once however many sweep', async () => {
    const { db, customerOrder } = await shopFixture(h);
    const { user, order } = await customerOrder(tp('2026-12-02', '13:00'));
    await h.t.app.backgroundTasks.idle();
    expect(h.outbox.outbox(user.phoneNumber!)).toHaveLength(1);
    // A change's message, committed, whose process died before its after-commit try.
    const stray = await claimOrderMessage(db, 'https://haoyue.test', {
      orderId: order.id,
      kind: 'RESCHEDULED',
      dedupeKey: `test-stray:${order.id}`,
    });
    const ctx = h.jobsContext();
    expect(await queueStrayMessages(ctx)).toBe(0); // its claim still runs
    await db
      .update(orderNotifications)
      .set({ claimedUntil: new Date(Date.now() - 1_000) })
      .where(eq(orderNotifications.id, stray!.id));
    const swept = await Promise.all([queueStrayMessages(ctx), queueStrayMessages(ctx)]);
    expect(swept[0]! + swept[1]!).toBe(1);
    expect(await queueStrayMessages(ctx)).toBe(0);
    expect(await work()).toBe(1);
    const [row] = await db
      .select()
      .from(orderNotifications)
      .where(eq(orderNotifications.id, stray!.id));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(h.outbox.outbox(user.phoneNumber!)).toHaveLength(2);
  });
});
