import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushMessages } from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { signedInUser } from '../../../test/booking-factories';
import { RETIRE_AFTER_MS, retireUploads, UNUSED_UPLOAD_GRACE_MS } from '../uploads';
import { PUSH_MESSAGE } from './delivery';
import {
  emptyCity,
  population,
  pushTestApp,
  recordingPushContext,
  testClock,
} from './push-fixture';

const h = pushTestApp();
const { db, recipientsOf, auditOf, uploadImage, makeDue, waitingItems } = h;
const create = (body: Record<string, unknown>, token = h.admin.token) =>
  h.api.call('POST', '/v1/admin/push-messages', { token, body });
const update = (id: number, body: Record<string, unknown>, token: string | null = h.admin.token) =>
  h.api.call('PUT', `/v1/admin/push-messages/${id}`, { ...(token ? { token } : {}), body });
const send = (
  id: number,
  body: Record<string, unknown> = {},
  token: string | null = h.admin.token,
) =>
  h.api.call('POST', `/v1/admin/push-messages/${id}:send`, { ...(token ? { token } : {}), body });

describe('push message drafts', () => {
  it('keeps a draft undelivered, lets it be edited, then sends it once to its audience', async () => {
    const city = await emptyCity(db());
    const p = await population(h.t, { cityName: city.name, line: 2, sms: 1, none: 0 });
    const other = await emptyCity(db());
    const created = await create({
      text: '草稿內容',
      audience: { kind: 'CITY', id: other.id },
      draft: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'DRAFT', text: '草稿內容' });
    const id = created.body.data.id as number;

    // A draft is never queued, so never delivered, however long it waits.
    expect(await waitingItems()).toHaveLength(0);
    const clock = testClock(new Date(Date.now() + 3 * 86_400_000));
    const { ctx, sms, line } = recordingPushContext(db(), clock.now);
    const queue = await h.pushQueue(ctx);
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(0);
    expect(sms.length + line.length).toBe(0);
    expect(await recipientsOf(id)).toHaveLength(0);

    const edited = await update(id, {
      text: '週末全館八折',
      linkUrl: 'https://haoyue.test/promo',
      audience: { kind: 'CITY', id: city.id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      status: 'DRAFT',
      text: '週末全館八折',
      linkUrl: 'https://haoyue.test/promo',
      audience: { kind: 'CITY', id: city.id, name: city.name },
    });
    expect(await waitingItems()).toHaveLength(0);
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(0);
    expect(sms.length + line.length).toBe(0);

    // Edited with the same rules as create.
    const bad = await update(id, { text: '', audience: { kind: 'CITY', id: city.id } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('E_VALIDATION');
    const past = await update(id, {
      text: '優惠',
      audience: { kind: 'CITY', id: city.id },
      sendAt: '2020-01-01T00:00:00+08:00',
    });
    expect(past.status).toBe(400);
    expect(
      (await update(id, { text: '優惠', audience: { kind: 'CITY', id: 999999 } })).status,
    ).toBe(404);

    const sent = await send(id);
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('SCHEDULED');
    // Sending queued its delivery, due now.
    expect((await waitingItems()).map((w) => w.messageId)).toEqual([id]);
    clock.set(new Date());
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(1);
    expect(line.map((m) => m.to).sort()).toEqual(
      p.users.line.map((u) => `U${p.seller.id}x${u}`).sort(),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toBe('週末全館八折 https://haoyue.test/promo');
    const [message] = await db().select().from(pushMessages).where(eq(pushMessages.id, id));
    expect(message!.status).toBe('DONE');

    // Neither edited nor sent again once it left the drafts.
    const again = await send(id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('E_PUSH_MESSAGE_STATE');
    expect(again.body.error.message).toBe('訊息已不是草稿，無法發送');
    const late = await update(id, { text: '改', audience: { kind: 'CITY', id: city.id } });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('訊息已不是草稿，無法編輯');
    await makeDue();
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(0);
    expect(line.length + sms.length).toBe(3);

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual([
      'push_message.draft',
      'push_message.update',
      'push_message.send',
    ]);
    expect(audit.every((a) => a.adminUserId === h.admin.user.id && a.role === 'OPERATIONS')).toBe(
      true,
    );
    expect(audit[1]!.before).toMatchObject({ text: '草稿內容', audienceId: other.id });
    expect(audit[1]!.after).toMatchObject({ text: '週末全館八折', audienceId: city.id });
    expect(audit[2]!.after).toMatchObject({ status: 'SCHEDULED' });
  });

  it('schedules a draft for later, and refuses a time in the past', async () => {
    const city = await emptyCity(db());
    await population(h.t, { cityName: city.name, line: 0, sms: 1, none: 0 });
    const id = (
      await create({ text: '排程草稿', audience: { kind: 'CITY', id: city.id }, draft: true })
    ).body.data.id as number;
    const past = await send(id, { sendAt: '2020-01-01T00:00:00+08:00' });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body.error)).toContain('sendAt');

    const inAnHour = new Date(Date.now() + 3600_000);
    const scheduled = await send(id, { sendAt: inAnHour.toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({
      status: 'SCHEDULED',
      sendAt: inAnHour.toISOString(),
    });
    const [item] = await waitingItems();
    expect(item).toMatchObject({ messageId: id, startAfter: inAnHour });
    const clock = testClock();
    const { ctx, sms } = recordingPushContext(db(), clock.now);
    const queue = await h.pushQueue(ctx);
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(0);
    expect(sms).toHaveLength(0);
    clock.set(new Date(inAnHour.getTime() + 1000));
    await makeDue();
    expect(await queue.workDue(PUSH_MESSAGE)).toBe(1);
    expect(sms).toHaveLength(1);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'push_message.draft',
      'push_message.schedule',
    ]);
  });

  it('deletes a draft as it cancels a scheduled message', async () => {
    const city = await emptyCity(db());
    const id = (
      await create({ text: '不要了', audience: { kind: 'CITY', id: city.id }, draft: true })
    ).body.data.id as number;
    const cancelled = await h.api.call('POST', `/v1/admin/push-messages/${id}:cancel`, {
      token: h.admin.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect((await send(id)).status).toBe(409);
    expect((await update(id, { text: '改', audience: { kind: 'ALL' } })).status).toBe(409);
    expect((await send(999999)).status).toBe(404);
    expect((await update(999999, { text: '改', audience: { kind: 'ALL' } })).status).toBe(404);
  });

  it('lets only admins who may push edit or send a draft', async () => {
    const city = await emptyCity(db());
    const id = (
      await create({ text: '權限', audience: { kind: 'CITY', id: city.id }, draft: true })
    ).body.data.id as number;
    const customer = await signedInUser(h.t);
    const support = await adminUser(h.t, 'SUPPORT');
    const body = { text: '被改了', audience: { kind: 'ALL' } };
    expect((await update(id, body, null)).status).toBe(401);
    expect((await send(id, {}, null)).status).toBe(401);
    expect((await update(id, body, customer.token)).status).toBe(403);
    expect((await send(id, {}, customer.token)).status).toBe(403);
    expect((await update(id, body, support.token)).status).toBe(403);
    expect((await send(id, {}, support.token)).status).toBe(403);
    expect((await create({ ...body, draft: true }, support.token)).status).toBe(403);
    const [row] = await db().select().from(pushMessages).where(eq(pushMessages.id, id));
    expect(row).toMatchObject({ status: 'DRAFT', text: '權限' });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['push_message.draft']);
  });

  it("keeps a draft's image from the upload cleanup, and removes the one an edit replaced", async () => {
    const first = await uploadImage('#336699');
    const city = await emptyCity(db());
    const id = (
      await create({
        text: '有圖的草稿',
        imageUrl: first,
        audience: { kind: 'CITY', id: city.id },
        draft: true,
      })
    ).body.data.id as number;
    const jobCtx = h.uploadsJobContext();
    const { status } = h;
    const afterGrace = () =>
      new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + RETIRE_AFTER_MS + 60_000);

    // A day on, the draft's image stays.
    await retireUploads(jobCtx, afterGrace());
    expect(await status(first)).toBe(200);

    const second = await uploadImage('#993366');
    const edited = await update(id, {
      text: '有圖的草稿',
      imageUrl: second,
      audience: { kind: 'CITY', id: city.id },
    });
    expect(edited.body.data.imageUrl).toBe(second);
    // The replaced one goes once the usual grace has passed; the new one stays.
    await retireUploads(jobCtx, new Date(Date.now() + RETIRE_AFTER_MS + 60_000));
    expect(await status(first)).toBe(404);
    await retireUploads(jobCtx, afterGrace());
    expect(await status(second)).toBe(200);
  });
});
