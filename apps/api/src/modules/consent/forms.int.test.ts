import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZSellerConsentForm } from '@haoyue/contracts';
import { consentForms, consentFormVersions } from '../../db/schema';
import { bookableShop } from '../../../test/booking-factories';
import { consentTestWorld, everyKindForm } from '../../../test/consent-factories';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';

// The seller's consent form routes: who may call them, forms created, versioned when answered,
// archived instead of deleted once answered, and nothing of one seller reachable by another.

const w = consentTestWorld();

const owner = () => w.callers.owner.token;

/** A response of the customer to a new form (or the given one) for a new order. */
async function answered(formId?: number) {
  const form = formId ?? (await w.form()).id;
  const order = await w.order(w.me.customer.id);
  const res = await w.fill(w.me, { orderId: order.id, formId: form });
  expect(res.status).toBe(201);
  return { formId: form, orderId: order.id, response: res.body.data };
}

describe('who may call the seller consent routes', () => {
  const routes: AccessCase[] = [
    route('GET /consent-forms', 'customers.work', async () => ({ url: `${w.base}/consent-forms` })),
    route('POST /consent-forms', { permission: 'consent.manage', ok: 201 }, async () => ({
      url: `${w.base}/consent-forms`,
      body: everyKindForm({ serviceIds: [w.treated.id] }),
    })),
    route('GET /consent-forms/{formId}', 'customers.work', async () => ({
      url: `${w.base}/consent-forms/${(await w.form()).id}`,
    })),
    route('PUT /consent-forms/{formId}', 'consent.manage', async () => ({
      url: `${w.base}/consent-forms/${(await w.form()).id}`,
      body: everyKindForm({ title: '改過的同意書' }),
    })),
    route(
      'DELETE /consent-forms/{formId}',
      { permission: 'consent.manage', ok: 204 },
      async () => ({
        url: `${w.base}/consent-forms/${(await w.form()).id}`,
      }),
    ),
    route('GET /orders/{orderId}/consent-forms', 'customers.work', async () => ({
      url: `${w.base}/orders/${(await w.order(w.me.customer.id)).id}/consent-forms`,
    })),
    route('GET /customers/{customerId}/consent-forms', 'customers.work', async () => ({
      url: `${w.base}/customers/${w.me.customer.id}/consent-forms`,
    })),
    route('GET /consent-form-responses/{responseId}', 'customers.work', async () => ({
      url: `${w.base}/consent-form-responses/${(await answered()).response.id}`,
    })),
  ];

  accessMatrix(() => w, {
    routes,
    covers: (p) => p.startsWith('/v1/sellers/{sellerId}') && p.includes('consent-form'),
  });
});

describe('consent forms', () => {
  it('creates, lists, reads, changes and deletes a form with its services', async () => {
    const created = await w.api.call('POST', `${w.base}/consent-forms`, {
      token: w.callers.manager.token,
      body: everyKindForm({
        title: '  美睫施作同意書  ',
        introduction: '第一段\r\n<script>x</script>第二段  ',
        due: 'ONCE',
        validityDays: 365,
        serviceIds: [w.treated.id, w.plain.id, w.treated.id],
      }),
    });
    expect(created.status).toBe(201);
    const form = ZSellerConsentForm.parse(created.body.data);
    expect(form).toMatchObject({
      title: '美睫施作同意書',
      introduction: '第一段\nx第二段',
      version: 1,
      due: 'ONCE',
      validityDays: 365,
      responseCount: 0,
    });
    expect(form.items).toHaveLength(8);
    expect(form.items[0]).toEqual({
      id: 'name',
      kind: 'SHORT_TEXT',
      label: '緊急聯絡人',
      description: '',
      required: true,
      options: [],
      terms: '',
    });
    expect(form.services).toEqual([
      { id: w.treated.id, name: w.treated.name, shopName: w.shop.shop.displayName },
      { id: w.plain.id, name: w.plain.name, shopName: w.shop.shop.displayName },
    ]);

    const list = await w.api.call('GET', `${w.base}/consent-forms`, {
      token: w.callers.staff.token,
    });
    expect(list.body.data).toContainEqual(created.body.data);
    const one = await w.api.call('GET', `${w.base}/consent-forms/${form.id}`, {
      token: w.callers.staff.token,
    });
    expect(one.body.data).toEqual(created.body.data);

    const changed = await w.api.call('PUT', `${w.base}/consent-forms/${form.id}`, {
      token: owner(),
      body: everyKindForm({
        title: '美睫同意書',
        due: 'EVERY_VISIT',
        validityDays: null,
        serviceIds: [w.plain.id],
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      title: '美睫同意書',
      version: 1,
      due: 'EVERY_VISIT',
      validityDays: null,
      services: [{ id: w.plain.id }],
    });

    const gone = await w.api.call('DELETE', `${w.base}/consent-forms/${form.id}`, {
      token: owner(),
    });
    expect(gone.status).toBe(204);
    expect(
      (await w.api.call('GET', `${w.base}/consent-forms/${form.id}`, { token: owner() })).status,
    ).toBe(404);
    // Never answered: really deleted, its version with it.
    expect(await w.db.select().from(consentForms).where(eq(consentForms.id, form.id))).toEqual([]);
  });

  it('accepts a form attached to no service yet', async () => {
    const res = await w.api.call('POST', `${w.base}/consent-forms`, {
      token: owner(),
      body: everyKindForm({ serviceIds: [] }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.services).toEqual([]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const items = everyKindForm().items;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: '字'.repeat(61) }, 'title'],
      [{ title: '一\n二' }, 'title'],
      [{ introduction: '字'.repeat(3001) }, 'introduction'],
      [{ items: [] }, 'items'],
      [{ items: [...items, { ...items[0], label: '重複' }] }, 'items.8.id'],
      [{ items: [{ ...items[0], id: 'Bad-Id' }] }, 'items.0.id'],
      [{ items: [{ ...items[0], kind: 'PHOTO' }] }, 'items.0.kind'],
      [{ items: [{ ...items[0], label: '' }] }, 'items.0.label'],
      [{ items: [{ ...items[0], required: 'yes' }] }, 'items.0.required'],
      [{ items: [{ ...items[2], options: ['只有一個'] }] }, 'items.0.options'],
      [{ items: [{ ...items[2], options: ['甲', '甲'] }] }, 'items.0.options'],
      [{ items: [{ ...items[0], options: ['甲', '乙'] }] }, 'items.0.options'],
      [{ items: [{ ...items[6], terms: '' }] }, 'items.0.terms'],
      [{ items: [{ ...items[0], terms: '條款' }] }, 'items.0.terms'],
      [{ items: [{ ...items[0], extra: 1 }] }, 'items.0'],
      [{ due: 'SOMETIMES' }, 'due'],
      [{ validityDays: 0 }, 'validityDays'],
      [{ validityDays: 3651 }, 'validityDays'],
      [{ serviceIds: ['1'] }, 'serviceIds.0'],
      [{ serviceIds: [999999] }, 'serviceIds'],
    ];
    for (const [change, field] of cases) {
      const res = await w.api.call('POST', `${w.base}/consent-forms`, {
        token: owner(),
        body: everyKindForm({ serviceIds: [w.treated.id], ...change }),
      });
      expect([change, res.status, res.body.error?.code, res.body.error?.field]).toEqual([
        change,
        400,
        'E_VALIDATION',
        field,
      ]);
    }
    const extra = await w.api.call('POST', `${w.base}/consent-forms`, {
      token: owner(),
      body: { ...everyKindForm(), extra: 1 },
    });
    expect(extra.status).toBe(400);
  });

  it("refuses another seller's service (400 on serviceIds) on create and on change", async () => {
    const theirs = await bookableShop(w.db, { shop: { sellerId: w.callers.outsider.sellerId } });
    const body = everyKindForm({ serviceIds: [w.treated.id, theirs.services[0].id] });
    const created = await w.api.call('POST', `${w.base}/consent-forms`, { token: owner(), body });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: 'E_VALIDATION', field: 'serviceIds' });
    const form = await w.form();
    const changed = await w.api.call('PUT', `${w.base}/consent-forms/${form.id}`, {
      token: owner(),
      body,
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error.field).toBe('serviceIds');
  });

  it("answers 404 to another seller's member for every one of our ids", async () => {
    const { formId, orderId, response } = await answered();
    const theirs = `/v1/sellers/${w.callers.outsider.sellerId}`;
    const token = w.callers.outsider.token;
    const calls: [string, string, unknown?][] = [
      ['GET', `${theirs}/consent-forms/${formId}`],
      ['PUT', `${theirs}/consent-forms/${formId}`, everyKindForm()],
      ['DELETE', `${theirs}/consent-forms/${formId}`],
      ['GET', `${theirs}/orders/${orderId}/consent-forms`],
      ['GET', `${theirs}/customers/${w.me.customer.id}/consent-forms`],
      ['GET', `${theirs}/consent-form-responses/${response.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await w.api.call(method, url, { token, ...(body ? { body } : {}) });
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    const list = await w.api.call('GET', `${theirs}/consent-forms`, { token });
    expect(list.body.data.map((f: { id: number }) => f.id)).not.toContain(formId);
  });

  it('answers 404 for an unknown form and 400 for a malformed id', async () => {
    const missing = await w.api.call('GET', `${w.base}/consent-forms/999999`, { token: owner() });
    expect(missing.status).toBe(404);
    const malformed = await w.api.call('GET', `${w.base}/consent-forms/abc`, { token: owner() });
    expect(malformed.status).toBe(400);
  });
});

describe('versions', () => {
  it('changes a version nobody answered in place', async () => {
    const form = await w.form();
    const before = await w.versionIdOf(form.id);
    const res = await w.api.call('PUT', `${w.base}/consent-forms/${form.id}`, {
      token: owner(),
      body: everyKindForm({ title: '新標題', serviceIds: [w.treated.id] }),
    });
    expect(res.body.data).toMatchObject({ title: '新標題', version: 1 });
    expect(await w.versionIdOf(form.id)).toBe(before);
  });

  it('makes a new version once answered; the response keeps the words it answered', async () => {
    const { formId, response, orderId } = await answered();
    const v1 = await w.versionIdOf(formId);
    const items = everyKindForm().items;
    const res = await w.api.call('PUT', `${w.base}/consent-forms/${formId}`, {
      token: owner(),
      body: everyKindForm({
        title: '美睫施作同意書（第二版）',
        introduction: '新的前言',
        items: [{ ...items[0], label: '緊急聯絡人姓名' }, ...items.slice(1)],
        serviceIds: [w.treated.id],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: '美睫施作同意書（第二版）',
      version: 2,
      responseCount: 1,
    });
    const v2 = await w.versionIdOf(formId);
    expect(v2).not.toBe(v1);
    const versions = await w.db
      .select()
      .from(consentFormVersions)
      .where(eq(consentFormVersions.formId, formId));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);

    // The old response still shows version 1's words, to the customer and to the seller.
    for (const url of [
      `/v1/me/customers/${w.me.customer.id}/consent-form-responses/${response.id}`,
      `${w.base}/consent-form-responses/${response.id}`,
    ]) {
      const token = url.startsWith('/v1/me') ? w.me.token : w.callers.staff.token;
      const old = await w.api.call('GET', url, { token });
      expect(old.body.data).toMatchObject({
        version: 1,
        title: '美睫施作同意書',
        introduction: everyKindForm().introduction,
      });
      expect(old.body.data.items[0].label).toBe('緊急聯絡人');
    }

    // A new order fills version 2; a page still showing version 1 is told to reload.
    const next = await w.order(w.me.customer.id);
    const stale = await w.fill(w.me, {
      orderId: next.id,
      formId,
      versionId: v1,
      answers: response.answers,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('E_CONSENT_FORM_CHANGED');
    const filled = await w.fill(w.me, { orderId: next.id, formId });
    expect(filled.status).toBe(201);
    expect(filled.body.data).toMatchObject({ version: 2, title: '美睫施作同意書（第二版）' });
    expect(filled.body.data.items[0].label).toBe('緊急聯絡人姓名');
    expect(orderId).not.toBe(next.id);
  });

  it('keeps the version when only the services, due or validity change', async () => {
    const { formId } = await answered();
    const res = await w.api.call('PUT', `${w.base}/consent-forms/${formId}`, {
      token: owner(),
      body: everyKindForm({
        due: 'ONCE',
        validityDays: 180,
        serviceIds: [w.treated.id, w.plain.id],
      }),
    });
    expect(res.body.data).toMatchObject({ version: 1, due: 'ONCE', validityDays: 180 });
    expect(res.body.data.services).toHaveLength(2);
  });
});

describe('archiving', () => {
  it('archives an answered form: gone from lists and filling, its responses still readable', async () => {
    const { formId, orderId, response } = await answered();
    const versionId = await w.versionIdOf(formId);
    const del = await w.api.call('DELETE', `${w.base}/consent-forms/${formId}`, {
      token: owner(),
    });
    expect(del.status).toBe(204);
    const [row] = await w.db.select().from(consentForms).where(eq(consentForms.id, formId));
    expect(row!.archivedAt).toBeInstanceOf(Date);

    const list = await w.api.call('GET', `${w.base}/consent-forms`, { token: owner() });
    expect(list.body.data.map((f: { id: number }) => f.id)).not.toContain(formId);
    for (const [method, url, token, body] of [
      ['GET', `${w.base}/consent-forms/${formId}`, owner()],
      ['PUT', `${w.base}/consent-forms/${formId}`, owner(), everyKindForm()],
      ['DELETE', `${w.base}/consent-forms/${formId}`, owner()],
      ['GET', `/v1/consent-forms/${formId}`, w.me.token],
      ['GET', `/v1/me/customers/${w.me.customer.id}/consent-forms/${formId}`, w.me.token],
    ] as const) {
      const res = await w.api.call(method, url, { token, ...(body ? { body } : {}) });
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }

    // Its responses stay the shop's record, readable by both sides.
    const seller = await w.api.call('GET', `${w.base}/consent-form-responses/${response.id}`, {
      token: w.callers.staff.token,
    });
    expect(seller.status).toBe(200);
    expect(seller.body.data.answers).toEqual(response.answers);
    const mine = await w.api.call(
      'GET',
      `/v1/me/customers/${w.me.customer.id}/consent-form-responses/${response.id}`,
      { token: w.me.token },
    );
    expect(mine.status).toBe(200);

    // It is no longer due: not for the answered order, nor for a new one.
    const check = await w.api.call('POST', '/v1/consent-forms:check', {
      token: w.me.token,
      body: { orderId },
    });
    expect(
      check.body.data.forms.map((f: { consentFormId: number }) => f.consentFormId),
    ).not.toContain(formId);
    const next = await w.order(w.other.customer.id);
    const filled = await w.fill(w.other, {
      orderId: next.id,
      formId,
      versionId,
      answers: response.answers,
    });
    expect(filled.status).toBe(404);
  });
});
