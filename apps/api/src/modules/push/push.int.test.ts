import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, lineFriendships, pushMessages, users } from '../../db/schema';
import { createBoss, type WorkQueue } from '../../jobs/work-queue';
import { signedInUser } from '../../../test/booking-factories';
import { RETIRE_AFTER_MS, retireUploads, UNUSED_UPLOAD_GRACE_MS } from '../uploads';
import type { PushContext } from './context';
import { PUSH_MESSAGE, STALE_CLAIM_MS } from './delivery';
import {
  emptyCity,
  population,
  pushTestApp,
  recordingPushContext,
  testClock,
} from './push-fixture';

const h = pushTestApp();
const { db, recipientsOf, auditOf, uploadImage, makeDue, waitingItems } = h;
const preview = (audience: Record<string, unknown>) =>
  h.api.call('POST', '/v1/admin/push-messages:preview', {
    token: h.admin.token,
    body: { audience },
  });
const create = (body: Record<string, unknown>) =>
  h.api.call('POST', '/v1/admin/push-messages', { token: h.admin.token, body });

/**
 * A message to a fresh city of `people` (how many reach LINE, SMS, neither), created to send
 * now: its id and the people.
 */
async function messageToNewCity(text: string, people: { line: number; sms: number; none: number }) {
  const city = await emptyCity(db());
  const p = await population(h.t, { cityName: city.name, ...people });
  const res = await create({ text, audience: { kind: 'CITY', id: city.id } });
  return { id: res.body.data.id as number, p };
}

const messageOf = async (id: number) =>
  (await db().select().from(pushMessages).where(eq(pushMessages.id, id)))[0]!;
const shownOf = async (id: number) => {
  const list = await h.api.call('GET', '/v1/admin/push-messages', { token: h.admin.token });
  return list.body.data.find((m: { id: number }) => m.id === id);
};

/**
 * Passes of `queue` until no push item waits (at most `max`); between passes the waiting items
 * are made due and the clock, if given, moves a second on. Returns the passes run.
 */
async function deliverAll(queue: WorkQueue, clock?: { advance: (ms: number) => void }, max = 20) {
  for (let pass = 1; pass <= max; pass += 1) {
    await queue.workDue(PUSH_MESSAGE);
    if ((await waitingItems()).length === 0) return pass;
    clock?.advance(1_000);
    await makeDue();
  }
  return max;
}

describe('audiences', () => {
  it('counts each kind of audience, and what LINE and SMS reach', async () => {
    const city = await emptyCity(db());
    const p = await population(h.t, { cityName: city.name, line: 2, sms: 3, none: 1 });
    // The same people are also customers of another seller in the city: still counted once.
    const other = await population(h.t, { cityName: city.name, line: 1, sms: 0, none: 0 });

    const byCity = await preview({ kind: 'CITY', id: city.id });
    expect(byCity.status).toBe(200);
    expect(byCity.body.data).toEqual({ total: 7, line: 3, sms: 3, unreachable: 1 });

    const byCountry = await preview({ kind: 'COUNTRY', id: city.countryId });
    expect(byCountry.body.data.total).toBeGreaterThanOrEqual(7);

    const friends = await preview({ kind: 'SELLER_LINE_FRIENDS', id: p.seller.id });
    expect(friends.body.data).toEqual({ total: 2, line: 2, sms: 0, unreachable: 0 });
    const otherFriends = await preview({ kind: 'SELLER_LINE_FRIENDS', id: other.seller.id });
    expect(otherFriends.body.data.total).toBe(1);

    const [{ n }] = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.disabledAt} is null`)
    ).map((r) => ({ n: Number(r.n) })) as [{ n: number }];
    const all = await preview({ kind: 'ALL' });
    expect(all.body.data.total).toBe(n);

    const industry = await preview({ kind: 'INDUSTRY', id: p.shop.industryId });
    expect(industry.body.data.total).toBeGreaterThanOrEqual(7);
  });

  it('answers 404 for an unknown target and 400 for a bad audience', async () => {
    const unknown = await preview({ kind: 'CITY', id: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('E_NOT_FOUND');
    expect((await preview({ kind: 'CITY' })).status).toBe(400);
    expect((await preview({ kind: 'PLANET', id: 1 })).status).toBe(400);
  });
});

describe('composing', () => {
  it('refuses bad messages with 400', async () => {
    const city = await emptyCity(db());
    const audience = { kind: 'CITY', id: city.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '', audience }, 'text'],
      [{ text: '字'.repeat(501), audience }, 'text'],
      [{ text: '優惠', linkUrl: 'http://example.com', audience }, 'linkUrl'],
      [{ text: '優惠', linkUrl: 'javascript:alert(1)', audience }, 'linkUrl'],
      [{ text: '優惠', imageUrl: 'https://evil.example/a.png', audience }, 'imageUrl'],
      [{ text: '優惠', audience: { kind: 'CITY' } }, 'audience'],
      [{ text: '優惠', audience, sendAt: '2020-01-01T00:00:00+08:00' }, 'sendAt'],
      [{ text: '優惠', audience, sendAt: 'tomorrow' }, 'sendAt'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
      expect(JSON.stringify(res.body.error), field).toContain(field);
    }
    const none = await db()
      .select()
      .from(pushMessages)
      .where(and(eq(pushMessages.audienceKind, 'CITY'), eq(pushMessages.audienceId, city.id)));
    expect(none).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('sends now to exactly the audience, each user once: LINE to friends, SMS to opted-in', async () => {
    const city = await emptyCity(db());
    const p = await population(h.t, { cityName: city.name, line: 3, sms: 2, none: 2 });
    const res = await create({
      text: '週末全館八折',
      linkUrl: 'https://haoyue.test/promo',
      audience: { kind: 'CITY', id: city.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'SCHEDULED', audience: { name: city.name } });
    const id = res.body.data.id as number;
    // Queued with the message, due now.
    const [item, ...others] = await waitingItems();
    expect(others).toHaveLength(0);
    expect(item!.messageId).toBe(id);
    expect(item!.startAfter.getTime()).toBeLessThanOrEqual(Date.now());

    const { ctx, sms, line } = recordingPushContext(db(), () => new Date());
    const queue = await h.pushQueue(ctx);
    expect(await deliverAll(queue)).toBe(1);
    expect(line.map((m) => m.to).sort()).toEqual(
      p.users.line.map((u) => `U${p.seller.id}x${u}`).sort(),
    );
    expect(line[0]!.channelAccessToken).toBe(`token-${p.seller.id}`);
    expect(line[0]!.messages[0]).toEqual({
      type: 'text',
      text: '週末全館八折\nhttps://haoyue.test/promo',
    });
    expect(sms).toHaveLength(2);
    expect(sms[0]!.text).toBe('週末全館八折 https://haoyue.test/promo');

    const rows = await recipientsOf(id);
    expect(rows).toHaveLength(p.total);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(p.total);
    const skipped = rows.filter((r) => r.status === 'SKIPPED').map((r) => r.userId);
    expect(skipped.sort()).toEqual([...p.users.none].sort());

    expect(await shownOf(id)).toMatchObject({
      status: 'DONE',
      recipientCount: 7,
      counts: {
        LINE: { sent: 3, failed: 0, skipped: 4 },
        SMS: { sent: 2, failed: 0, skipped: 2 },
        NONE: { skipped: 2 },
        pending: 0,
      },
    });

    // The item was worked once; another pass finds nothing and sends nothing again.
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(0);
    expect(line).toHaveLength(3);
    expect(sms).toHaveLength(2);
    const state = (await queue.states()).find((q) => q.name === PUSH_MESSAGE);
    expect(state).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it('counts skipped per channel: LINE skips whom it cannot reach, SMS skips those not opted in', async () => {
    const city = await emptyCity(db());
    const p = await population(h.t, { cityName: city.name, line: 2, sms: 2, none: 1 });
    // Beside them: LINE and SMS opt-in (LINE reaches them, SMS is never tried); linked to LINE
    // but no longer a friend, opted in (LINE skips, SMS sends); opted in without a phone number
    // and linked but not a friend without opt-in (skipped on both).
    const extra = async (o: { optIn: boolean; phone?: null; line?: 'friend' | 'blocked' }) => {
      const { user } = await signedInUser(h.t, {
        smsMarketingOptIn: o.optIn,
        ...(o.phone === null ? { phoneNumber: null, phoneNumberVerified: false } : {}),
      });
      const lineUserId = o.line ? `U${p.seller.id}y${user.id}` : null;
      await db().insert(customers).values({ sellerId: p.seller.id, userId: user.id, lineUserId });
      if (lineUserId) {
        await db()
          .insert(lineFriendships)
          .values({ sellerId: p.seller.id, lineUserId, isFriend: o.line === 'friend' });
      }
    };
    await extra({ optIn: true, line: 'friend' });
    await extra({ optIn: true, line: 'blocked' });
    await extra({ optIn: true, phone: null });
    await extra({ optIn: false, line: 'blocked' });

    const res = await create({ text: '會員日', audience: { kind: 'CITY', id: city.id } });
    const id = res.body.data.id as number;
    const { ctx, sms, line } = recordingPushContext(db(), () => new Date());
    // The first SMS fails: failed and skipped are counted apart.
    let failOnce = true;
    const send = ctx.sms.send;
    ctx.sms.send = async (message) => {
      if (failOnce) {
        failOnce = false;
        throw new Error('gateway down');
      }
      return send(message);
    };
    await deliverAll(await h.pushQueue(ctx));
    expect(line).toHaveLength(3);
    expect(sms).toHaveLength(2);

    const shown = await shownOf(id);
    expect(shown.recipientCount).toBe(9);
    expect(shown.counts).toEqual({
      // 9 = 3 by LINE + 6 LINE skipped; of the 6, SMS sent 2, failed 1 and skipped 3.
      LINE: { sent: 3, failed: 0, skipped: 6 },
      SMS: { sent: 2, failed: 1, skipped: 3 },
      NONE: { skipped: 3 },
      pending: 0,
    });
    // A DONE message's counts are kept after the first read: the next reads answer the same.
    expect(shown.status).toBe('DONE');
    expect((await shownOf(id)).counts).toEqual(shown.counts);
  });

  it('sends the uploaded image after the text by LINE, and leaves it out of the SMS', async () => {
    const city = await emptyCity(db());
    await population(h.t, { cityName: city.name, line: 1, sms: 1, none: 0 });
    const url = await uploadImage();
    expect(url).toMatch(/^\/uploads\/push\/image-[\w-]+\.webp$/);
    expect((await h.t.app.inject({ url })).statusCode).toBe(200);
    const res = await create({
      text: '新品上市',
      imageUrl: url,
      audience: { kind: 'CITY', id: city.id },
    });
    expect(res.body.data.imageUrl).toBe(url);
    const { ctx, sms, line } = recordingPushContext(db(), () => new Date());
    await deliverAll(await h.pushQueue(ctx));
    expect(line[0]!.messages).toEqual([
      { type: 'text', text: '新品上市' },
      {
        type: 'image',
        originalContentUrl: `https://haoyue.test${url}`,
        previewImageUrl: `https://haoyue.test${url}?w=640`,
      },
    ]);
    expect(sms.map((m) => m.text)).toEqual(['新品上市']);
  });

  it('removes an uploaded image no message took a day later, and keeps the ones messages show', async () => {
    const used = await uploadImage('#336699');
    const abandoned = await uploadImage('#993366');
    const city = await emptyCity(db());
    const message = await create({
      text: '週年慶',
      imageUrl: used,
      audience: { kind: 'CITY', id: city.id },
      sendAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(message.status).toBe(200);
    const jobCtx = h.uploadsJobContext();
    const { status } = h;
    // Within the day, a message may still take either: both stay.
    await retireUploads(jobCtx, new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS - 3600_000));
    expect([await status(used), await status(abandoned)]).toEqual([200, 200]);
    const later = new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + RETIRE_AFTER_MS + 60_000);
    expect(await retireUploads(jobCtx, later)).toBeGreaterThanOrEqual(1);
    expect(await status(used)).toBe(200);
    expect(await status(abandoned)).toBe(404);
    const cancelled = await h.api.call(
      'POST',
      `/v1/admin/push-messages/${message.body.data.id}:cancel`,
      { token: h.admin.token },
    );
    expect(cancelled.status).toBe(200);
  });

  it('delivers each user exactly once with two work queues racing on the same message', async () => {
    const { id, p } = await messageToNewCity('搶先看', { line: 6, sms: 6, none: 0 });
    // The message's item five times more, as a lease that ran out (or a retry) gives the message
    // to another instance while the first still works it: every pass has items of the same
    // message on both queues, which take one item per fetch.
    for (let i = 0; i < 5; i += 1) {
      await h.t.app.workQueue.send({ name: PUSH_MESSAGE }, { messageId: id });
    }
    // Small batches (2 a second per channel), so the message takes several passes.
    const clock = testClock();
    const a = recordingPushContext(db(), clock.now, { LINE: 2, SMS: 2 });
    const b = recordingPushContext(db(), clock.now, { LINE: 2, SMS: 2 });
    const queues = [
      await h.pushQueue(a.ctx, { batchSize: 1 }),
      await h.pushQueue(b.ctx, { batchSize: 1 }),
    ];
    for (let i = 0; i < 10; i += 1) {
      await Promise.all(queues.map((q) => q.workDue(PUSH_MESSAGE)));
      clock.advance(1_000);
      await makeDue();
    }
    const lineTo = [...a.line, ...b.line].map((m) => m.to);
    const smsTo = [...a.sms, ...b.sms].map((m) => m.to);
    expect(lineTo).toHaveLength(6);
    expect(new Set(lineTo).size).toBe(6);
    expect(smsTo).toHaveLength(6);
    expect(new Set(smsTo).size).toBe(6);
    expect(a.line.length + a.sms.length).toBeGreaterThan(0);
    expect(b.line.length + b.sms.length).toBeGreaterThan(0);
    const rows = await recipientsOf(id);
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(p.total);
    expect((await messageOf(id)).status).toBe('DONE');
    expect(await waitingItems()).toHaveLength(0);
  });

  it('paces each channel to its rate over every message: a large audience goes in batches', async () => {
    const cityA = await emptyCity(db());
    await population(h.t, { cityName: cityA.name, line: 5, sms: 3, none: 0 });
    const cityB = await emptyCity(db());
    await population(h.t, { cityName: cityB.name, line: 0, sms: 2, none: 0 });
    const first = (await create({ text: '限量', audience: { kind: 'CITY', id: cityA.id } })).body
      .data.id as number;
    const second = (await create({ text: '加碼', audience: { kind: 'CITY', id: cityB.id } })).body
      .data.id as number;
    // 2 LINE and 1 SMS a second, batches of one second: the 5 LINE recipients go 2, 2, 1 and the
    // 5 SMS ones (both messages) one a second, whichever item claims them.
    const clock = testClock();
    const start = clock.now().getTime();
    const { ctx, sms, line } = recordingPushContext(db(), clock.now, { LINE: 2, SMS: 1 });
    const queue = await h.pushQueue(ctx);
    await queue.workDue(PUSH_MESSAGE);
    expect([line.length, sms.length]).toEqual([2, 1]);
    // Each message waits for its next batch (the queue's startAfter), a second on.
    const waiting = await waitingItems();
    expect(waiting.map((w) => w.messageId).sort()).toEqual([first, second].sort());
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(0);
    // Run early (the clock has not moved), the items find both channels busy and send nothing.
    await makeDue();
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(2);
    expect([line.length, sms.length]).toEqual([2, 1]);

    const passes = await deliverAll(queue, clock);
    expect([line.length, sms.length]).toEqual([5, 5]);
    // Per second of the clock: LINE 2, 2, 1 and SMS one each second.
    const perSecond = (sent: { sentAt: Date }[]) =>
      sent.reduce<number[]>((counts, m) => {
        const second = Math.floor((m.sentAt.getTime() - start) / 1000);
        counts[second] = (counts[second] ?? 0) + 1;
        return counts;
      }, []);
    expect(perSecond(line).slice(0, 3)).toEqual([2, 2, 1]);
    expect(perSecond(sms)).toEqual([1, 1, 1, 1, 1]);
    expect(passes).toBeGreaterThanOrEqual(4);
    for (const id of [first, second]) expect((await messageOf(id)).status).toBe('DONE');
    expect((await shownOf(second)).counts.SMS).toEqual({ sent: 2, failed: 0, skipped: 0 });
  });

  it('does not resend to recipients claimed by a try whose instance died mid-send', async () => {
    const { id } = await messageToNewCity('中斷測試', { line: 0, sms: 4, none: 0 });
    const clock = testClock();
    const dying = recordingPushContext(db(), clock.now, { LINE: 2, SMS: 2 });
    dying.state.gate = new Promise(() => {}); // the gateway never answers: the instance is gone
    void (await h.pushQueue(dying.ctx)).workDue(PUSH_MESSAGE);
    await expect
      .poll(async () => (await recipientsOf(id)).filter((r) => r.status === 'CLAIMED').length)
      .toBe(2);

    // Its lease runs out: the queue's monitor fails the try, to be retried (as pg-boss does it).
    const boss = createBoss(h.t.database, { supervise: false });
    await boss.start();
    const held = (await boss.findJobs(PUSH_MESSAGE, { data: { messageId: id } })).find(
      (job) => job.state === 'active',
    );
    expect(held).toBeDefined();
    await boss.fail(PUSH_MESSAGE, held!.id, { message: 'job timed out' });
    await boss.stop({ graceful: false, close: false });

    const survivor = recordingPushContext(db(), clock.now, { LINE: 10, SMS: 10 });
    const queue = await h.pushQueue(survivor.ctx);
    clock.advance(1_000);
    await makeDue();
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(1);
    expect(survivor.sms).toHaveLength(2); // only the two never claimed
    const claimed = (await recipientsOf(id)).filter((r) => r.status === 'CLAIMED');
    expect(claimed).toHaveLength(2);
    expect(survivor.sms.map((m) => m.to)).not.toContain(claimed[0]!.address);
    // The message waits for the claims to grow stale, not for ever.
    const [next] = await waitingItems();
    expect(next!.startAfter.getTime()).toBeGreaterThan(
      clock.now().getTime() + STALE_CLAIM_MS - 5_000,
    );
    expect((await messageOf(id)).status).toBe('SENDING');

    // Once stale, the claims are written off as failed, never sent again.
    clock.advance(STALE_CLAIM_MS + 2_000);
    await makeDue();
    await queue.workDue(PUSH_MESSAGE);
    expect(survivor.sms).toHaveLength(2);
    const rows = await recipientsOf(id);
    expect(rows.filter((r) => r.status === 'FAILED')).toHaveLength(2);
    expect((await messageOf(id)).status).toBe('DONE');
    expect(await waitingItems()).toHaveLength(0);
  });

  it('marks a message FAILED when its item fails its last try, and a retry of the item resumes it', async () => {
    const { id } = await messageToNewCity('重試測試', { line: 0, sms: 3, none: 0 });
    const clock = testClock();
    const working = recordingPushContext(db(), clock.now, { LINE: 1, SMS: 1 });
    const queue = await h.pushQueue(working.ctx);
    await queue.workDue(PUSH_MESSAGE);
    expect(working.sms).toHaveLength(1);

    // Then every try fails: the database refuses its transactions (the claim is one).
    const refusing = new Proxy(db(), {
      get(target, key) {
        if (key === 'transaction') {
          return () => Promise.reject(new Error('the database refused the transaction'));
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const broken: PushContext = { ...working.ctx, db: refusing };
    const brokenQueue = await h.pushQueue(broken);
    for (let tries = 0; tries < 6; tries += 1) {
      expect((await messageOf(id)).status).toBe('SENDING');
      clock.advance(1_000);
      await makeDue();
      expect(await brokenQueue.workDue(PUSH_MESSAGE)).toBeGreaterThanOrEqual(1);
    }
    // Its last try failed: the item is FAILED on the jobs page, the message 發送失敗 with what
    // went out and what did not.
    const shown = await shownOf(id);
    expect(shown).toMatchObject({ status: 'FAILED', recipientCount: 3 });
    expect(shown.counts).toMatchObject({ SMS: { sent: 1, failed: 0, skipped: 0 }, pending: 2 });
    expect(shown.finishedAt).not.toBeNull();
    const jobs = await h.api.call('GET', '/v1/admin/jobs', { token: h.admin.token });
    expect(jobs.body.data.queues).toContainEqual(
      expect.objectContaining({ name: PUSH_MESSAGE, label: '推播訊息發送', failed: 1, queued: 0 }),
    );
    const failed = await h.api.call('GET', `/v1/admin/jobs/queues/${PUSH_MESSAGE}/failed`, {
      token: h.admin.token,
    });
    const [item] = failed.body.data;
    expect(item).toMatchObject({
      tries: 6,
      error: 'the database refused the transaction',
      summary: JSON.stringify({ messageId: id }),
    });
    // Nothing retries it by itself.
    clock.advance(3600_000);
    await makeDue();
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(0);
    expect((await messageOf(id)).status).toBe('FAILED');

    // Retried from the jobs page, it resumes where it stopped.
    const retried = await h.api.call(
      'POST',
      `/v1/admin/jobs/queues/${PUSH_MESSAGE}/items/${item.id}/retry`,
      { token: h.admin.token },
    );
    expect(retried.status).toBe(204);
    await makeDue();
    await deliverAll(queue, clock);
    expect(working.sms).toHaveLength(3);
    expect(new Set(working.sms.map((m) => m.to)).size).toBe(3);
    expect(await shownOf(id)).toMatchObject({
      status: 'DONE',
      counts: { SMS: { sent: 3, failed: 0, skipped: 0 }, pending: 0 },
    });
  });

  it('keeps a scheduled message until it is due, and cancels one not yet sent', async () => {
    const city = await emptyCity(db());
    await population(h.t, { cityName: city.name, line: 1, sms: 1, none: 0 });
    const inAnHour = new Date(Date.now() + 3600_000);
    const scheduled = await create({
      text: '明天開幕',
      audience: { kind: 'CITY', id: city.id },
      sendAt: inAnHour.toISOString(),
    });
    expect(scheduled.status).toBe(200);
    const id = scheduled.body.data.id as number;
    // Its item waits for the time (the queue's startAfter).
    const [item] = await waitingItems();
    expect(item).toMatchObject({ messageId: id, startAfter: inAnHour });
    const clock = testClock();
    const { ctx, sms, line } = recordingPushContext(db(), clock.now);
    const queue = await h.pushQueue(ctx);
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(0);
    // Woken early, the item finds the message not yet due and waits for its time again.
    await makeDue();
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(1);
    expect(sms.length + line.length).toBe(0);
    expect(await recipientsOf(id)).toHaveLength(0);
    expect((await waitingItems()).map((w) => w.startAfter)).toEqual([inAnHour]);

    clock.set(new Date(inAnHour.getTime() + 1000));
    await makeDue();
    await deliverAll(queue, clock);
    expect(sms.length + line.length).toBe(2);
    expect((await messageOf(id)).status).toBe('DONE');

    // A second one is cancelled before it is due: never sent; cancelling again is a 409.
    const later = await create({
      text: '取消的訊息',
      audience: { kind: 'CITY', id: city.id },
      sendAt: new Date(Date.now() + 7200_000).toISOString(),
    });
    const laterId = later.body.data.id as number;
    const cancel = () =>
      h.api.call('POST', `/v1/admin/push-messages/${laterId}:cancel`, { token: h.admin.token });
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    // Its item comes at its time, reads the message and does nothing.
    clock.set(new Date(Date.now() + 3 * 3600_000));
    await makeDue();
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(1);
    expect(sms.length + line.length).toBe(2);
    expect(await recipientsOf(laterId)).toHaveLength(0);
    expect(await waitingItems()).toHaveLength(0);
    const again = await cancel();
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('E_PUSH_MESSAGE_STATE');
    const missing = await h.api.call('POST', '/v1/admin/push-messages/999999:cancel', {
      token: h.admin.token,
    });
    expect(missing.status).toBe(404);

    // Every write is in the audit log.
    const audit = await auditOf(laterId);
    expect(audit.map((a) => a.action).sort()).toEqual([
      'push_message.cancel',
      'push_message.schedule',
    ]);
    expect(audit.every((a) => a.adminUserId === h.admin.user.id && a.role === 'OPERATIONS')).toBe(
      true,
    );
    const [sent] = await auditOf(id);
    expect(sent!.after).toMatchObject({ text: '明天開幕', audienceKind: 'CITY' });
  });

  it('works the queue on the development route, as a worker of the app does', async () => {
    const { id } = await messageToNewCity('開發用', { line: 1, sms: 1, none: 0 });
    const res = await h.api.call('POST', '/v1/dev/push-messages:deliver');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ worked: 1 });
    expect(await shownOf(id)).toMatchObject({ status: 'DONE', counts: { pending: 0 } });
  });

  it('lets a user opt in to SMS offers on their profile', async () => {
    const me = await signedInUser(h.t);
    const before = await h.api.call('GET', '/v1/me', { token: me.token });
    expect(before.body.data.smsMarketingOptIn).toBe(false);
    const on = await h.api.call('PATCH', '/v1/me', {
      token: me.token,
      body: { smsMarketingOptIn: true },
    });
    expect(on.body.data.smsMarketingOptIn).toBe(true);
    const bad = await h.api.call('PATCH', '/v1/me', {
      token: me.token,
      body: { smsMarketingOptIn: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});
