import { SIGNATURE_DATA_URL_PREFIX, ZConsentForm, ZConsentResponse } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { consentFormResponses, customers } from '../../db/schema';
import { bookableShop } from '../../../test/booking-factories';
import {
  consentTestWorld,
  dataUrlOf,
  everyKindAnswers,
  everyKindForm,
  signaturePng,
} from '../../../test/consent-factories';

// Filling a form: the customer's calls, each caller, each rule of POST, the answers as stored.

const w = consentTestWorld();

const DAY = 86_400_000;
const me = () => w.me.customer.id;
const myBase = () => `/v1/me/customers/${me()}`;

let elsewhereId: number | undefined;
/** My customer record at another seller (the outsider's). */
async function myRecordElsewhere(): Promise<number> {
  if (elsewhereId === undefined) {
    const [row] = await w.db
      .insert(customers)
      .values({
        sellerId: w.callers.outsider.sellerId,
        userId: w.me.user.id,
        displayName: '王小美',
      })
      .returning();
    elsewhereId = row!.id;
  }
  return elsewhereId;
}

/** The body of a POST filling `formId` for `orderId` against its current version. */
async function fillBody(orderId: number, formId: number, answers?: Record<string, unknown>) {
  return {
    orderId,
    consentFormId: formId,
    versionId: await w.versionIdOf(formId),
    answers: answers ?? everyKindAnswers(w.signature),
  };
}

describe('POST /v1/consent-forms:check', () => {
  it('lists the forms the order needs, to its customer only', async () => {
    const form = await w.form();
    const order = await w.order(me());
    const url = '/v1/consent-forms:check';
    const res = await w.api.call('POST', url, { token: w.me.token, body: { orderId: order.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      orderId: order.id,
      forms: expect.arrayContaining([
        {
          consentFormId: form.id,
          title: '美睫施作同意書',
          due: 'EVERY_VISIT',
          state: 'MISSING',
          responseId: null,
          filledAt: null,
        },
      ]),
    });
    for (const token of [w.other.token, w.callers.staff.token, w.callers.outsider.token]) {
      const hidden = await w.api.call('POST', url, { token, body: { orderId: order.id } });
      expect(hidden.status).toBe(404);
    }
    expect((await w.api.call('POST', url, { body: { orderId: order.id } })).status).toBe(401);
    const bad = await w.api.call('POST', url, { token: w.me.token, body: { orderId: '1' } });
    expect(bad.status).toBe(400);
  });

  it('needs only forms attached to a service of the order, in form order', async () => {
    const a = await w.form({ serviceIds: [w.plain.id] });
    const b = await w.form({ serviceIds: [w.plain.id, w.treated.id] });
    const elsewhere = await w.form({ serviceIds: [] });
    const order = await w.order(me(), { serviceId: w.plain.id });
    const res = await w.api.call('POST', '/v1/consent-forms:check', {
      token: w.me.token,
      body: { orderId: order.id },
    });
    const ids = res.body.data.forms.map((f: { consentFormId: number }) => f.consentFormId);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => x - y));
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(elsewhere.id);
  });
});

describe('GET /v1/consent-forms/{consentFormId}', () => {
  it('shows the current version to any signed-in user, with the seller', async () => {
    const form = await w.form();
    for (const token of [w.me.token, w.other.token, w.callers.outsider.token]) {
      const res = await w.api.call('GET', `/v1/consent-forms/${form.id}`, { token });
      expect(res.status).toBe(200);
      const body = ZConsentForm.parse(res.body.data);
      expect(body).toMatchObject({
        id: form.id,
        version: 1,
        sellerId: w.callers.sellerId,
        title: '美睫施作同意書',
      });
      expect(body.sellerName).toEqual(expect.any(String));
      expect(body.items).toHaveLength(8);
    }
    expect((await w.api.call('GET', `/v1/consent-forms/${form.id}`)).status).toBe(401);
    const none = await w.api.call('GET', '/v1/consent-forms/999999', { token: w.me.token });
    expect(none.status).toBe(404);
  });

  it("shows the seller's form on the member card, not another seller's", async () => {
    const form = await w.form();
    const mine = await w.api.call('GET', `${myBase()}/consent-forms/${form.id}`, {
      token: w.me.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.versionId).toBe(await w.versionIdOf(form.id));
    // Another user's record, or my record at another seller: 404.
    const theirs = await w.api.call('GET', `${myBase()}/consent-forms/${form.id}`, {
      token: w.other.token,
    });
    expect(theirs.status).toBe(404);
    const wrongSeller = await w.api.call(
      'GET',
      `/v1/me/customers/${await myRecordElsewhere()}/consent-forms/${form.id}`,
      { token: w.me.token },
    );
    expect(wrongSeller.status).toBe(404);
  });
});

describe('POST /v1/consent-form-responses', () => {
  it('stores the answers, for the order and its customer, by the caller; 201 with the whole record', async () => {
    const form = await w.form();
    const order = await w.order(me());
    const res = await w.api.call('POST', '/v1/consent-form-responses', {
      token: w.me.token,
      body: await fillBody(order.id, form.id),
    });
    expect(res.status).toBe(201);
    const body = ZConsentResponse.parse(res.body.data);
    expect(body).toMatchObject({
      consentFormId: form.id,
      version: 1,
      title: '美睫施作同意書',
      customer: { id: me(), name: '王小美' },
      order: {
        id: order.id,
        orderKey: order.orderKey,
        orderNumber: order.orderNumber,
        shopName: w.shop.shop.displayName,
        startTime: order.startsAt.toISOString(),
      },
      editable: true,
      validUntil: null,
      revisions: [],
    });
    expect(body.answers).toEqual({
      name: '王大明 0912345678',
      notes: '第一行\n第二行',
      skin: '油性',
      allergy: ['膠水', '酒精'],
      birth: '2026-05-01',
      lens: false,
      terms: true,
      sign: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const [row] = await w.db
      .select()
      .from(consentFormResponses)
      .where(eq(consentFormResponses.id, body.id));
    expect(row).toMatchObject({
      customerId: me(),
      orderId: order.id,
      userId: w.me.user.id,
      sellerId: w.callers.sellerId,
    });
    const check = await w.api.call('POST', '/v1/consent-forms:check', {
      token: w.me.token,
      body: { orderId: order.id },
    });
    expect(check.body.data.forms).toContainEqual({
      consentFormId: form.id,
      title: '美睫施作同意書',
      due: 'EVERY_VISIT',
      state: 'FILLED',
      responseId: body.id,
      filledAt: body.createdAt,
    });
  });

  it("answers 404 for another's order, 401 without a token", async () => {
    const form = await w.form();
    const order = await w.order(me());
    const body = await fillBody(order.id, form.id);
    for (const token of [w.other.token, w.callers.owner.token]) {
      const res = await w.api.call('POST', '/v1/consent-form-responses', { token, body });
      expect(res.status).toBe(404);
    }
    expect((await w.api.call('POST', '/v1/consent-form-responses', { body })).status).toBe(401);
    expect(await w.responsesOf(order.id)).toEqual([]);
  });

  it('fills through the member card too, for an order of that record only', async () => {
    const form = await w.form();
    const order = await w.order(me());
    const url = `${myBase()}/consent-form-responses`;
    const wrongRecord = await w.api.call(
      'POST',
      `/v1/me/customers/${w.other.customer.id}/consent-form-responses`,
      {
        token: w.me.token,
        body: await fillBody(order.id, form.id),
      },
    );
    expect(wrongRecord.status).toBe(404);
    // My record at another seller is mine, but the order is not of it.
    const otherRecord = await w.api.call(
      'POST',
      `/v1/me/customers/${await myRecordElsewhere()}/consent-form-responses`,
      { token: w.me.token, body: await fillBody(order.id, form.id) },
    );
    expect(otherRecord.status).toBe(404);
    const res = await w.api.call('POST', url, {
      token: w.me.token,
      body: await fillBody(order.id, form.id),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.order.id).toBe(order.id);
  });

  it('locks filling once the order is cancelled or over, or its visit has started', async () => {
    const form = await w.form();
    for (const status of ['CANCELLED', 'COMPLETED', 'NO_SHOW'] as const) {
      const order = await w.order(me(), { status });
      const res = await w.api.call('POST', '/v1/consent-form-responses', {
        token: w.me.token,
        body: await fillBody(order.id, form.id),
      });
      expect([status, res.status, res.body.error.code]).toEqual([
        status,
        409,
        'E_CONSENT_RESPONSE_LOCKED',
      ]);
      expect(res.body.error.message).toBe('這筆預約已取消或已結束，無法填寫同意書');
    }
    const started = await w.order(me());
    await w.moveVisit(started.id, new Date(Date.now() - 60_000));
    const res = await w.api.call('POST', '/v1/consent-form-responses', {
      token: w.me.token,
      body: await fillBody(started.id, form.id),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'E_CONSENT_RESPONSE_LOCKED',
      message: '預約已開始，無法填寫同意書',
    });
  });

  it('refuses a form the order does not need (409) and an unknown form (404)', async () => {
    const form = await w.form({ serviceIds: [w.plain.id] });
    const order = await w.order(me(), { serviceId: w.treated.id });
    const res = await w.api.call('POST', '/v1/consent-form-responses', {
      token: w.me.token,
      body: await fillBody(order.id, form.id),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_CONSENT_FORM_NOT_REQUIRED');
    // Another seller's form, attached to a service of theirs, is not needed either.
    const shopB = await bookableShop(w.db, { shop: { sellerId: w.callers.outsider.sellerId } });
    const theirs = await w.api.call(
      'POST',
      `/v1/sellers/${w.callers.outsider.sellerId}/consent-forms`,
      {
        token: w.callers.outsider.token,
        body: everyKindForm({ serviceIds: [shopB.services[0].id] }),
      },
    );
    const cross = await w.api.call('POST', '/v1/consent-form-responses', {
      token: w.me.token,
      body: await fillBody(order.id, theirs.body.data.id),
    });
    expect(cross.status).toBe(409);
    expect(cross.body.error.code).toBe('E_CONSENT_FORM_NOT_REQUIRED');
    const unknown = await w.api.call('POST', '/v1/consent-form-responses', {
      token: w.me.token,
      body: { ...(await fillBody(order.id, form.id)), consentFormId: 999999 },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a version that is not the current one', async () => {
    const a = await w.form();
    const b = await w.form();
    const order = await w.order(me());
    const res = await w.api.call('POST', '/v1/consent-form-responses', {
      token: w.me.token,
      body: { ...(await fillBody(order.id, a.id)), versionId: await w.versionIdOf(b.id) },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_CONSENT_FORM_CHANGED');
  });

  it('takes one response per form and order', async () => {
    const form = await w.form();
    const order = await w.order(me());
    expect((await w.fill(w.me, { orderId: order.id, formId: form.id })).status).toBe(201);
    const again = await w.fill(w.me, { orderId: order.id, formId: form.id });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('E_CONSENT_ALREADY_FILLED');
    const rows = await w.responsesOf(order.id);
    expect(rows).toHaveLength(1);
  });

  it('refuses answers that do not fit the version, naming the item, and stores nothing', async () => {
    const form = await w.form();
    const order = await w.order(me());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'answers.name', '「緊急聯絡人」為必填'],
      [{ skin: '中性' }, 'answers.skin', '「膚質」請從選項中選擇'],
      [{ allergy: ['膠水', '膠水'] }, 'answers.allergy', '「過敏史」的選項重複'],
      [{ birth: '2026-02-30' }, 'answers.birth', '「上次施作日期」的日期不正確'],
      [{ lens: 'no' }, 'answers.lens', '「是否配戴隱形眼鏡」的答案格式不正確'],
      [{ terms: false }, 'answers.terms', '請勾選同意「施作同意條款」'],
      [{ sign: null }, 'answers.sign', '「顧客簽名」為必填'],
      [{ extra: 'x' }, 'answers.extra', '答案包含這份同意書沒有的項目'],
    ];
    for (const [change, field, message] of cases) {
      const res = await w.api.call('POST', '/v1/consent-form-responses', {
        token: w.me.token,
        body: await fillBody(order.id, form.id, everyKindAnswers(w.signature, change)),
      });
      expect([change, res.status, res.body.error]).toEqual([
        change,
        400,
        { code: 'E_VALIDATION', field, message },
      ]);
    }
    const shape = await w.api.call('POST', '/v1/consent-form-responses', {
      token: w.me.token,
      body: await fillBody(order.id, form.id, { ...everyKindAnswers(w.signature), name: 12 }),
    });
    expect(shape.status).toBe(400);
    const rows = await w.responsesOf(order.id);
    expect(rows).toEqual([]);
  });

  it('re-encodes the signature (PNG within 900×360) and refuses anything else', async () => {
    const form = await w.form();
    const order = await w.order(me());
    const big = dataUrlOf(await signaturePng(1800, 900));
    const res = await w.api.call('POST', '/v1/consent-form-responses', {
      token: w.me.token,
      body: await fillBody(order.id, form.id, everyKindAnswers(big)),
    });
    expect(res.status).toBe(201);
    const stored: string = res.body.data.answers.sign;
    expect(stored).not.toBe(big);
    const meta = await sharp(
      Buffer.from(stored.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64'),
    ).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 720, height: 360, hasAlpha: false });

    const jpeg = `data:image/png;base64,${(
      await sharp(await signaturePng())
        .jpeg()
        .toBuffer()
    ).toString('base64')}`;
    const blank = dataUrlOf(
      await sharp({ create: { width: 300, height: 100, channels: 4, background: '#0000' } })
        .png()
        .toBuffer(),
    );
    const huge = dataUrlOf(await signaturePng(2500, 300));
    const garbage = `${SIGNATURE_DATA_URL_PREFIX}${Buffer.from('<svg></svg>').toString('base64')}`;
    const tooLong = `${SIGNATURE_DATA_URL_PREFIX}${'A'.repeat(400_000)}`;
    const other = await w.order(me());
    for (const [name, sign, status] of [
      ['jpeg', jpeg, 400],
      ['blank', blank, 400],
      ['huge', huge, 400],
      ['garbage', garbage, 400],
      ['too long', tooLong, 400],
      ['a link', 'https://example.com/sign.png', 400],
    ] as const) {
      const refused = await w.api.call('POST', '/v1/consent-form-responses', {
        token: w.me.token,
        body: await fillBody(other.id, form.id, everyKindAnswers(sign)),
      });
      expect([name, refused.status, refused.body.error.field]).toEqual([
        name,
        status,
        'answers.sign',
      ]);
    }
  });
});

describe('the member card', () => {
  it('lists my responses newest first and opens one; another record is 404', async () => {
    const form = await w.form();
    const first = await w.fill(w.me, { orderId: (await w.order(me())).id, formId: form.id });
    const second = await w.fill(w.me, { orderId: (await w.order(me())).id, formId: form.id });
    const list = await w.api.call('GET', `${myBase()}/consent-form-responses`, {
      token: w.me.token,
    });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(second.body.data.id)).toBeLessThan(ids.indexOf(first.body.data.id));
    expect(list.body.data.find((r: { id: number }) => r.id === first.body.data.id)).toEqual({
      id: first.body.data.id,
      consentFormId: form.id,
      version: 1,
      title: '美睫施作同意書',
      order: first.body.data.order,
      createdAt: first.body.data.createdAt,
      updatedAt: first.body.data.updatedAt,
      editable: true,
      validUntil: null,
    });
    const one = await w.api.call(
      'GET',
      `${myBase()}/consent-form-responses/${first.body.data.id}`,
      { token: w.me.token },
    );
    expect(one.body.data).toEqual(first.body.data);

    for (const [url, token] of [
      [`${myBase()}/consent-form-responses`, w.other.token],
      [`${myBase()}/consent-form-responses/${first.body.data.id}`, w.other.token],
      [
        `/v1/me/customers/${w.other.customer.id}/consent-form-responses/${first.body.data.id}`,
        w.other.token,
      ],
      [`${myBase()}/consent-forms`, w.other.token],
    ] as const) {
      const res = await w.api.call('GET', url, { token });
      expect([url, res.status]).toEqual([url, 404]);
    }
    for (const url of [
      `${myBase()}/consent-form-responses`,
      `${myBase()}/consent-form-responses/${first.body.data.id}`,
      `${myBase()}/consent-forms`,
    ]) {
      expect((await w.api.call('GET', url)).status).toBe(401);
    }
  });
});

it('dates a ONCE response valid for validityDays from its answer', async () => {
  const form = await w.form({ due: 'ONCE', validityDays: 30 });
  const order = await w.order(me(), { start: new Date(Date.now() + 5 * DAY) });
  const res = await w.fill(w.me, { orderId: order.id, formId: form.id });
  expect(res.status).toBe(201);
  const created = Date.parse(res.body.data.createdAt);
  expect(res.body.data.validUntil).toBe(new Date(created + 30 * DAY).toISOString());
});
