import { ZConsentResponse } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentFormResponseRevisions, orders, users } from '../../db/schema';
import {
  consentTestWorld,
  dataUrlOf,
  everyKindAnswers,
  everyKindForm,
  signaturePng,
} from '../../../test/consent-factories';

// Correcting a response (PATCH): checked against the version answered, a revision per change,
// locked once the visit starts or the order is cancelled.

const w = consentTestWorld();

const urlOf = (responseId: number, customerId = w.me.customer.id) =>
  `/v1/me/customers/${customerId}/consent-form-responses/${responseId}`;

/** A fresh response of the customer to a new form, for a new order. */
async function response(formOver: Record<string, unknown> = {}) {
  const form = await w.form(formOver);
  const order = await w.order(w.me.customer.id);
  const res = await w.fill(w.me, { orderId: order.id, formId: form.id });
  expect(res.status).toBe(201);
  return { formId: form.id, order, body: ZConsentResponse.parse(res.body.data) };
}

const patch = (responseId: number, answers: Record<string, unknown>, token = w.me.token) =>
  w.api.call('PATCH', urlOf(responseId), { token, body: { answers } });

const revisionRows = (responseId: number) =>
  w.db
    .select()
    .from(consentFormResponseRevisions)
    .where(eq(consentFormResponseRevisions.responseId, responseId));

describe('PATCH /v1/me/customers/{id}/consent-form-responses/{responseId}', () => {
  it('replaces the answers and keeps who changed which, with the values before and after', async () => {
    const { body } = await response();
    const first = await patch(body.id, { ...body.answers, skin: '乾性', name: ' 王大明 ' });
    expect(first.status).toBe(200);
    expect(first.body.data.answers).toMatchObject({ skin: '乾性', name: '王大明' });
    expect(first.body.data.revisions).toEqual([
      {
        at: expect.any(String),
        byName: '王小美',
        changed: [
          { itemId: 'name', label: '緊急聯絡人', before: '王大明 0912345678', after: '王大明' },
          { itemId: 'skin', label: '膚質', before: '油性', after: '乾性' },
        ],
      },
    ]);
    expect(Date.parse(first.body.data.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(body.updatedAt),
    );

    // Leaving an optional answer empty is a change too; revisions come oldest first.
    const { notes: _notes, ...withoutNotes } = first.body.data.answers;
    const second = await patch(body.id, withoutNotes);
    expect(second.status).toBe(200);
    expect(second.body.data.answers.notes).toBeUndefined();
    expect(second.body.data.revisions).toHaveLength(2);
    expect(second.body.data.revisions[1].changed).toEqual([
      { itemId: 'notes', label: '其他說明', before: '第一行\n第二行', after: null },
    ]);

    const rows = await revisionRows(body.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: w.me.user.id,
      byName: '王小美',
      changedItemIds: ['name', 'skin'],
      before: { name: '王大明 0912345678', skin: '油性' },
      after: { name: '王大明', skin: '乾性' },
    });

    // The seller sees the same history.
    const seller = await w.api.call('GET', `${w.base}/consent-form-responses/${body.id}`, {
      token: w.callers.staff.token,
    });
    expect(seller.body.data.revisions).toEqual(second.body.data.revisions);
    expect(seller.body.data.answers).toEqual(second.body.data.answers);
  });

  it('records nothing when nothing changed (the stored signature sent back as it is)', async () => {
    const { body } = await response();
    const same = await patch(body.id, {
      ...body.answers,
      name: `  ${body.answers.name as string}  `,
      allergy: ['酒精', '膠水'],
    });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual(body);
    expect(await revisionRows(body.id)).toEqual([]);
  });

  it('re-encodes a new signature and records it as changed', async () => {
    const { body } = await response();
    const drawn = dataUrlOf(await signaturePng(500, 250, '#000'));
    const res = await patch(body.id, { ...body.answers, sign: drawn });
    expect(res.status).toBe(200);
    expect(res.body.data.answers.sign).toMatch(/^data:image\/png;base64,/);
    expect(res.body.data.answers.sign).not.toBe(drawn);
    expect(res.body.data.answers.sign).not.toBe(body.answers.sign);
    expect(res.body.data.revisions[0].changed.map((c: { itemId: string }) => c.itemId)).toEqual([
      'sign',
    ]);
  });

  it('refuses bad answers with 400 naming the item, changing nothing', async () => {
    const { body } = await response();
    const res = await patch(body.id, { ...body.answers, skin: '中性' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'E_VALIDATION',
      field: 'answers.skin',
      message: '「膚質」請從選項中選擇',
    });
    const missing = await patch(body.id, { ...body.answers, terms: false });
    expect(missing.body.error.message).toBe('請勾選同意「施作同意條款」');
    const shape = await w.api.call('PATCH', urlOf(body.id), {
      token: w.me.token,
      body: { answers: body.answers, extra: 1 },
    });
    expect(shape.status).toBe(400);
    const after = await w.api.call('GET', urlOf(body.id), { token: w.me.token });
    expect(after.body.data).toEqual(body);
  });

  it('checks the answers against the version answered, not the current one', async () => {
    const { body, formId } = await response();
    const items = everyKindForm().items;
    const edited = await w.api.call('PUT', `${w.base}/consent-forms/${formId}`, {
      token: w.callers.owner.token,
      body: everyKindForm({
        items: [
          ...items.slice(1),
          { id: 'photo', kind: 'YES_NO', label: '拍照同意', required: true },
        ],
        serviceIds: [w.treated.id],
      }),
    });
    expect(edited.body.data.version).toBe(2);
    // Version 1 has `name` and no `photo`.
    const ok = await patch(body.id, { ...body.answers, name: '林小華' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.version).toBe(1);
    const refused = await patch(body.id, { ...body.answers, photo: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('answers.photo');
  });

  it('locks the response once the visit has started', async () => {
    const { body, order } = await response();
    await w.moveVisit(order.id, new Date(Date.now() - 60_000));
    const res = await patch(body.id, { ...body.answers, skin: '乾性' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'E_CONSENT_RESPONSE_LOCKED',
      message: '預約已開始，同意書已鎖定，無法修改',
    });
    const read = await w.api.call('GET', urlOf(body.id), { token: w.me.token });
    expect(read.body.data).toMatchObject({ editable: false, answers: body.answers });
    expect(await revisionRows(body.id)).toEqual([]);
  });

  it('locks the response of a cancelled or completed order, or one whose order is gone', async () => {
    for (const status of ['CANCELLED', 'COMPLETED'] as const) {
      const { body, order } = await response();
      await w.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const res = await patch(body.id, { ...body.answers, skin: '乾性' });
      expect([status, res.status, res.body.error.code, res.body.error.message]).toEqual([
        status,
        409,
        'E_CONSENT_RESPONSE_LOCKED',
        '這筆預約已取消或已結束，同意書已鎖定，無法修改',
      ]);
    }
    const { body, order } = await response();
    await w.db.delete(orders).where(eq(orders.id, order.id));
    const res = await patch(body.id, { ...body.answers, skin: '乾性' });
    expect(res.status).toBe(409);
    const read = await w.api.call('GET', urlOf(body.id), { token: w.me.token });
    expect(read.body.data).toMatchObject({ order: null, editable: false });
  });

  it('hides the response from everyone but its customer', async () => {
    const { body } = await response();
    const answers = { ...body.answers, skin: '乾性' };
    for (const [url, token] of [
      [urlOf(body.id), w.other.token],
      [urlOf(body.id, w.other.customer.id), w.other.token],
      [urlOf(body.id), w.callers.owner.token],
    ] as const) {
      const res = await w.api.call('PATCH', url, { token, body: { answers } });
      expect([url, res.status]).toEqual([url, 404]);
      const read = await w.api.call('GET', url, { token });
      expect([url, read.status]).toEqual([url, 404]);
    }
    expect((await w.api.call('PATCH', urlOf(body.id), { body: { answers } })).status).toBe(401);
    expect(await revisionRows(body.id)).toEqual([]);
  });

  it('names a user without a name 顧客 in the history', async () => {
    const { body } = await response();
    await w.db.update(users).set({ displayName: null }).where(eq(users.id, w.me.user.id));
    try {
      const res = await patch(body.id, { ...body.answers, lens: true });
      expect(res.body.data.revisions[0].byName).toBe('顧客');
    } finally {
      await w.db.update(users).set({ displayName: '王小美' }).where(eq(users.id, w.me.user.id));
    }
  });
});

it('keeps the answers of a response filled with every item kind as sent (normalised)', async () => {
  const { body } = await response();
  expect(body.answers).toEqual({
    ...everyKindAnswers(body.answers.sign as string),
    name: '王大明 0912345678',
    allergy: ['膠水', '酒精'],
  });
});
