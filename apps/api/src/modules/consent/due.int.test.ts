import { ZConsentFormsDueResponse } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  consentFormResponses,
  consentFormVersions,
  customers,
  orders,
  users,
} from '../../db/schema';
import { consentTestWorld, everyKindAnswers } from '../../../test/consent-factories';
import { claimPhoneCustomers } from '../customers';
import { claimOrderMessage } from '../notifications';
import { consentFormsOfOrderIds, missingConsentForms } from './index';

// Which forms an order needs and whether they are filled: ONCE and EVERY_VISIT, validity, the
// due lists of both sides, the reminder text; the walk-in merge; two submits racing.

const w = consentTestWorld();

const DAY = 86_400_000;
const ahead = (days: number) => new Date(Date.now() + days * DAY);

/** The state of a form for an order, as its customer's check answers it. */
async function stateOf(token: string, orderId: number, formId: number) {
  const res = await w.api.call('POST', '/v1/consent-forms:check', {
    token,
    body: { orderId },
  });
  expect(res.status).toBe(200);
  return res.body.data.forms.find((f: { consentFormId: number }) => f.consentFormId === formId);
}

/** A new signed-in customer of the seller (their own orders, their own due list). */
let n = 0;
const newcomer = () => w.member(`新客 ${++n}`);

describe('ONCE and EVERY_VISIT', () => {
  it('counts a ONCE response for every later order; an EVERY_VISIT one only for its order', async () => {
    const who = await newcomer();
    const once = await w.form({ due: 'ONCE' });
    const every = await w.form({ due: 'EVERY_VISIT' });
    const a = await w.order(who.customer.id, { start: ahead(3) });
    const b = await w.order(who.customer.id, { start: ahead(400) });
    const filledOnce = await w.fill(who, { orderId: a.id, formId: once.id });
    const filledEvery = await w.fill(who, { orderId: a.id, formId: every.id });
    expect([filledOnce.status, filledEvery.status]).toEqual([201, 201]);
    expect(await stateOf(who.token, b.id, once.id)).toMatchObject({
      state: 'FILLED',
      responseId: filledOnce.body.data.id,
      filledAt: filledOnce.body.data.createdAt,
    });
    expect(await stateOf(who.token, b.id, every.id)).toMatchObject({
      state: 'MISSING',
      responseId: null,
    });
    // Nobody else's response counts.
    const stranger = await newcomer();
    const c = await w.order(stranger.customer.id, { start: ahead(4) });
    expect((await stateOf(stranger.token, c.id, once.id)).state).toBe('MISSING');
  });

  it('lets a ONCE response count until validityDays after it, at the visit', async () => {
    const who = await newcomer();
    const form = await w.form({ due: 'ONCE', validityDays: 30 });
    const a = await w.order(who.customer.id, { start: ahead(2) });
    const filled = await w.fill(who, { orderId: a.id, formId: form.id });
    const answeredAt = Date.parse(filled.body.data.createdAt);
    const within = await w.order(who.customer.id, { start: new Date(answeredAt + 29 * DAY) });
    const after = await w.order(who.customer.id, { start: new Date(answeredAt + 31 * DAY) });
    expect((await stateOf(who.token, within.id, form.id)).state).toBe('FILLED');
    expect((await stateOf(who.token, after.id, form.id)).state).toBe('MISSING');
    // Filled again for the later visit: that response counts for its own order, however far
    // ahead the visit is, and being the latest, for the other orders it is valid for.
    const renewed = await w.fill(who, { orderId: after.id, formId: form.id });
    expect(renewed.status).toBe(201);
    expect(await stateOf(who.token, after.id, form.id)).toMatchObject({
      state: 'FILLED',
      responseId: renewed.body.data.id,
    });
    expect(await stateOf(who.token, within.id, form.id)).toMatchObject({
      state: 'FILLED',
      responseId: renewed.body.data.id,
    });
    const farther = await w.order(who.customer.id, {
      start: new Date(Date.parse(renewed.body.data.createdAt) + 31 * DAY + 2 * 3_600_000),
    });
    expect((await stateOf(who.token, farther.id, form.id)).state).toBe('MISSING');
  });

  it('answers the same for the seller (order view) as for the customer (check)', async () => {
    const who = await newcomer();
    const form = await w.form();
    const order = await w.order(who.customer.id);
    await w.fill(who, { orderId: order.id, formId: form.id });
    const check = await w.api.call('POST', '/v1/consent-forms:check', {
      token: who.token,
      body: { orderId: order.id },
    });
    const seller = await w.api.call('GET', `${w.base}/orders/${order.id}/consent-forms`, {
      token: w.callers.staff.token,
    });
    expect(seller.status).toBe(200);
    expect(seller.body.data).toEqual(check.body.data);
    const byIds = await consentFormsOfOrderIds(w.db, [order.id]);
    expect(byIds.get(order.id)).toEqual(check.body.data.forms);
    const unknown = await w.api.call('GET', `${w.base}/orders/999999/consent-forms`, {
      token: w.callers.staff.token,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('due lists', () => {
  it("lists the missing forms of the customer's upcoming open orders, soonest first", async () => {
    const who = await newcomer();
    const form = await w.form();
    const later = await w.order(who.customer.id, { start: ahead(20) });
    const sooner = await w.order(who.customer.id, { start: ahead(5) });
    const filled = await w.order(who.customer.id, { start: ahead(6) });
    await w.fill(who, { orderId: filled.id, formId: form.id });
    const cancelled = await w.order(who.customer.id, { start: ahead(7), status: 'CANCELLED' });
    const started = await w.order(who.customer.id, { start: ahead(8) });
    await w.moveVisit(started.id, new Date(Date.now() - 60_000));
    const unrelated = await w.order(who.customer.id, { start: ahead(9), serviceId: w.plain.id });

    const res = await w.api.call('GET', `/v1/me/customers/${who.customer.id}/consent-forms`, {
      token: who.token,
    });
    expect(res.status).toBe(200);
    const due = ZConsentFormsDueResponse.parse(res.body).data.filter(
      (d) => d.consentFormId === form.id,
    );
    expect(due.map((d) => d.order.id)).toEqual([sooner.id, later.id]);
    expect(due[0]).toEqual({
      consentFormId: form.id,
      title: '美睫施作同意書',
      due: 'EVERY_VISIT',
      order: {
        id: sooner.id,
        orderKey: sooner.orderKey,
        orderNumber: sooner.orderNumber,
        shopName: w.shop.shop.displayName,
        startTime: sooner.startsAt.toISOString(),
      },
    });
    const listed = due.map((d) => d.order.id);
    for (const hidden of [filled, cancelled, started, unrelated]) {
      expect(listed).not.toContain(hidden.id);
    }

    // The seller sees the same due forms and the responses, on the customer's page.
    const seller = await w.api.call('GET', `${w.base}/customers/${who.customer.id}/consent-forms`, {
      token: w.callers.staff.token,
    });
    expect(seller.status).toBe(200);
    expect(seller.body.data.due).toEqual(res.body.data);
    const mine = await w.api.call(
      'GET',
      `/v1/me/customers/${who.customer.id}/consent-form-responses`,
      { token: who.token },
    );
    expect(seller.body.data.responses).toEqual(mine.body.data);
    expect(mine.body.data).toHaveLength(1);

    const other = await w.api.call(
      'GET',
      `/v1/sellers/${w.callers.outsider.sellerId}/customers/${who.customer.id}/consent-forms`,
      { token: w.callers.outsider.token },
    );
    expect(other.status).toBe(404);
  });
});

describe('reminders', () => {
  it('asks for the missing forms in the reminder, linking to the order page', async () => {
    const who = await newcomer();
    await w.db
      .update(customers)
      .set({ phoneNumber: '+886912345678' })
      .where(eq(customers.id, who.customer.id));
    const form = await w.form();
    const order = await w.order(who.customer.id, { start: ahead(1) });
    expect(await missingConsentForms(w.db, order.id)).toContain('美睫施作同意書');
    const link = `https://haoyue.test/orders/${order.orderKey}`;
    const remind = (key: string) =>
      claimOrderMessage(w.db, 'https://haoyue.test', {
        orderId: order.id,
        kind: 'REMINDER',
        dedupeKey: key,
      });
    const before = await remind(`test-reminder-${order.id}-1`);
    expect(before!.body).toMatch(/^【好約】提醒您：.*到店前請先填寫.*同意書：https:\/\/\S+$/);
    expect(before!.body.endsWith(link)).toBe(true);

    // Once every form is filled, the reminder is the plain one.
    const missing = await consentFormsOfOrderIds(w.db, [order.id]);
    for (const f of missing.get(order.id)!) {
      await w.fill(who, { orderId: order.id, formId: f.consentFormId });
    }
    expect(await missingConsentForms(w.db, order.id)).toEqual([]);
    const after = await remind(`test-reminder-${order.id}-2`);
    expect(after!.body).not.toContain('同意書');
    expect(after!.body.endsWith(link)).toBe(true);
    expect(form.id).toBeGreaterThan(0);
  });
});

describe('the walk-in merge', () => {
  it("moves a walk-in record's responses to the member who verifies its phone", async () => {
    const phone = '+886955123001';
    const form = await w.form();
    const [walkIn] = await w.db
      .insert(customers)
      .values({ sellerId: w.callers.sellerId, displayName: '現場客', phoneNumber: phone })
      .returning();
    const order = await w.order(walkIn!.id);
    const [version] = await w.db
      .select()
      .from(consentFormVersions)
      .where(eq(consentFormVersions.formId, form.id));
    // The shop's record of a paper form typed in for the walk-in (no user filled it).
    const [row] = await w.db
      .insert(consentFormResponses)
      .values({
        sellerId: w.callers.sellerId,
        formId: form.id,
        versionId: version!.id,
        customerId: walkIn!.id,
        orderId: order.id,
        answers: everyKindAnswers(w.signature),
      })
      .returning();

    const who = await newcomer();
    await w.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, who.user.id));
    expect(await claimPhoneCustomers(w.db, who.user.id, phone)).toBe(1);
    const [moved] = await w.db
      .select()
      .from(consentFormResponses)
      .where(eq(consentFormResponses.id, row!.id));
    expect(moved!.customerId).toBe(who.customer.id);
    const list = await w.api.call(
      'GET',
      `/v1/me/customers/${who.customer.id}/consent-form-responses`,
      { token: who.token },
    );
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([row!.id]);
    const [o] = await w.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o!.customerId).toBe(who.customer.id);
  });
});

describe('two submits racing', () => {
  it('takes exactly one of two concurrent submits for the same form and order', async () => {
    const form = await w.form();
    const versionId = await w.versionIdOf(form.id);
    for (let round = 0; round < 5; round++) {
      const who = await newcomer();
      const order = await w.order(who.customer.id);
      const body = {
        orderId: order.id,
        consentFormId: form.id,
        versionId,
        answers: everyKindAnswers(w.signature),
      };
      const results = await Promise.all(
        [0, 1].map(() =>
          w.api.call('POST', '/v1/consent-form-responses', { token: who.token, body }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect([round, statuses]).toEqual([round, [201, 409]]);
      const refused = results.find((r) => r.status === 409)!;
      expect(refused.body.error.code).toBe('E_CONSENT_ALREADY_FILLED');
      const rows = await w.responsesOf(order.id);
      expect(rows).toHaveLength(1);
    }
  });
});
