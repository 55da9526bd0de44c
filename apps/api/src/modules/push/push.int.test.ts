import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, lineFriendships, pushMessages, users } from '../../db/schema';
import { signedInUser } from '../../../test/booking-factories';
import { RETIRE_AFTER_MS, retireUploads, UNUSED_UPLOAD_GRACE_MS } from '../uploads';
import { deliverPushMessages, STALE_CLAIM_MS } from './delivery';
import { emptyCity, population, pushTestApp, recordingPushContext } from './push-fixture';

const h = pushTestApp();
const { db, recipientsOf, auditOf, uploadImage } = h;
const preview = (audience: Record<string, unknown>) =>
  h.api.call('POST', '/v1/admin/push-messages:preview', {
    token: h.admin.token,
    body: { audience },
  });
const create = (body: Record<string, unknown>) =>
  h.api.call('POST', '/v1/admin/push-messages', { token: h.admin.token, body });

/** Runs delivery passes until the message is no longer SENDING (at most `max`). */
async function deliverAll(ctx: Parameters<typeof deliverPushMessages>[0], max = 20) {
  for (let i = 0; i < max; i += 1) {
    await deliverPushMessages(ctx);
    const busy = await db()
      .select({ id: pushMessages.id })
      .from(pushMessages)
      .where(sql`${pushMessages.status} in ('SENDING')`);
    if (busy.length === 0) return i + 1;
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

    const { ctx, sms, line } = recordingPushContext(db(), () => new Date());
    await deliverAll(ctx);
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

    const list = await h.api.call('GET', '/v1/admin/push-messages', { token: h.admin.token });
    const shown = list.body.data.find((m: { id: number }) => m.id === id);
    expect(shown).toMatchObject({
      status: 'DONE',
      recipientCount: 7,
      counts: {
        LINE: { sent: 3, failed: 0, skipped: 4 },
        SMS: { sent: 2, failed: 0, skipped: 2 },
        NONE: { skipped: 2 },
        pending: 0,
      },
    });

    // Another pass sends nothing again.
    await deliverPushMessages(ctx);
    expect(line).toHaveLength(3);
    expect(sms).toHaveLength(2);
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
    await deliverAll(ctx);
    expect(line).toHaveLength(3);
    expect(sms).toHaveLength(2);

    const list = await h.api.call('GET', '/v1/admin/push-messages', { token: h.admin.token });
    const shown = list.body.data.find((m: { id: number }) => m.id === id);
    expect(shown.recipientCount).toBe(9);
    expect(shown.counts).toEqual({
      // 9 = 3 by LINE + 6 LINE skipped; of the 6, SMS sent 2, failed 1 and skipped 3.
      LINE: { sent: 3, failed: 0, skipped: 6 },
      SMS: { sent: 2, failed: 1, skipped: 3 },
      NONE: { skipped: 3 },
      pending: 0,
    });
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
    await deliverAll(ctx);
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

  it('delivers each user exactly once with two job runners racing on the same message', async () => {
    const city = await emptyCity(db());
    const p = await population(h.t, { cityName: city.name, line: 6, sms: 6, none: 0 });
    const id = (await create({ text: '搶先看', audience: { kind: 'CITY', id: city.id } })).body.data
      .id as number;
    // Small batches, so the two runners take several passes each and overlap on every one.
    const a = recordingPushContext(db(), () => new Date(), { LINE: 2, SMS: 2 });
    const b = recordingPushContext(db(), () => new Date(), { LINE: 2, SMS: 2 });
    for (let i = 0; i < 10; i += 1) {
      await Promise.all([deliverPushMessages(a.ctx), deliverPushMessages(b.ctx)]);
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
    const [message] = await db().select().from(pushMessages).where(eq(pushMessages.id, id));
    expect(message!.status).toBe('DONE');
  });

  it('throttles each channel to its rate per tick', async () => {
    const city = await emptyCity(db());
    await population(h.t, { cityName: city.name, line: 5, sms: 3, none: 0 });
    await create({ text: '限量', audience: { kind: 'CITY', id: city.id } });
    const { ctx, sms, line } = recordingPushContext(db(), () => new Date(), { LINE: 2, SMS: 1 });
    await deliverPushMessages(ctx);
    expect([line.length, sms.length]).toEqual([2, 1]);
    await deliverPushMessages(ctx);
    expect([line.length, sms.length]).toEqual([4, 2]);
    expect(await deliverAll(ctx)).toBe(1);
    expect([line.length, sms.length]).toEqual([5, 3]);
  });

  it('does not resend to recipients claimed by a runner that died mid-send', async () => {
    const city = await emptyCity(db());
    await population(h.t, { cityName: city.name, line: 0, sms: 4, none: 0 });
    const id = (await create({ text: '中斷測試', audience: { kind: 'CITY', id: city.id } })).body
      .data.id as number;
    let now = new Date();
    const dying = recordingPushContext(db(), () => now, { LINE: 2, SMS: 2 });
    dying.state.gate = new Promise(() => {}); // the gateway never answers: the instance is gone
    void deliverPushMessages(dying.ctx);
    await expect
      .poll(async () => (await recipientsOf(id)).filter((r) => r.status === 'CLAIMED').length)
      .toBe(2);

    const survivor = recordingPushContext(db(), () => now, { LINE: 10, SMS: 10 });
    await deliverPushMessages(survivor.ctx);
    expect(survivor.sms).toHaveLength(2); // only the two never claimed
    const claimed = (await recipientsOf(id)).filter((r) => r.status === 'CLAIMED');
    expect(claimed).toHaveLength(2);
    expect(survivor.sms.map((m) => m.to)).not.toContain(claimed[0]!.address);

    // After the claim grows stale it is written off as failed, never sent again.
    now = new Date(now.getTime() + STALE_CLAIM_MS + 1000);
    await deliverPushMessages(survivor.ctx);
    expect(survivor.sms).toHaveLength(2);
    const rows = await recipientsOf(id);
    expect(rows.filter((r) => r.status === 'FAILED')).toHaveLength(2);
    const [message] = await db().select().from(pushMessages).where(eq(pushMessages.id, id));
    expect(message!.status).toBe('DONE');
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
    let now = new Date();
    const { ctx, sms, line } = recordingPushContext(db(), () => now);
    await deliverPushMessages(ctx);
    expect(sms.length + line.length).toBe(0);
    expect(await recipientsOf(id)).toHaveLength(0);

    now = new Date(inAnHour.getTime() + 1000);
    await deliverAll(ctx);
    expect(sms.length + line.length).toBe(2);

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
    now = new Date(Date.now() + 3 * 3600_000);
    await deliverAll(ctx);
    expect(sms.length + line.length).toBe(2);
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
