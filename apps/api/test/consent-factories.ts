import { randomUUID } from 'node:crypto';
import { SIGNATURE_DATA_URL_PREFIX } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  bookings,
  bookingServiceItems,
  consentFormResponses,
  customers,
  orders,
} from '../src/db/schema';
import { bookableShop, signedInUser } from './booking-factories';
import { startSellerApp } from './seller-factories';

/** A PNG signature as the pad sends it: a stroke on a transparent canvas. */
export async function signaturePng(width = 600, height = 200, stroke = '#1a237e') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <path d="M20 ${height * 0.6} C ${width * 0.2} ${height * 0.1}, ${width * 0.4} ${height * 0.9}, ${width - 20} ${height * 0.3}"
      stroke="${stroke}" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A PNG as a data URL, as the pad sends it. */
export const dataUrlOf = (png: Buffer) => `${SIGNATURE_DATA_URL_PREFIX}${png.toString('base64')}`;

/** A form body with one item of every kind (the required ones marked). */
export const everyKindForm = (over: Record<string, unknown> = {}) => ({
  title: '美睫施作同意書',
  introduction: '施作前請詳閱以下內容。\n如有疑問請洽櫃台。',
  due: 'EVERY_VISIT',
  validityDays: null,
  items: [
    { id: 'name', kind: 'SHORT_TEXT', label: '緊急聯絡人', required: true },
    { id: 'notes', kind: 'LONG_TEXT', label: '其他說明', required: false },
    {
      id: 'skin',
      kind: 'SINGLE_CHOICE',
      label: '膚質',
      required: true,
      options: ['乾性', '油性', '混合性'],
    },
    {
      id: 'allergy',
      kind: 'MULTIPLE_CHOICE',
      label: '過敏史',
      required: false,
      options: ['膠水', '乳膠', '酒精'],
    },
    { id: 'birth', kind: 'DATE', label: '上次施作日期', required: false },
    { id: 'lens', kind: 'YES_NO', label: '是否配戴隱形眼鏡', required: true },
    {
      id: 'terms',
      kind: 'AGREEMENT',
      label: '施作同意條款',
      required: true,
      terms: '我了解美睫施作可能引起過敏反應。',
    },
    { id: 'sign', kind: 'SIGNATURE', label: '顧客簽名', required: true },
  ],
  serviceIds: [] as number[],
  ...over,
});

/** Answers to `everyKindForm` (the signature given as a data URL). */
export const everyKindAnswers = (signature: string, over: Record<string, unknown> = {}) => ({
  name: ' 王大明 0912345678 ',
  notes: '第一行\n第二行',
  skin: '油性',
  allergy: ['酒精', '膠水'],
  birth: '2026-05-01',
  lens: false,
  terms: true,
  sign: signature,
  ...over,
});

const DAY = 86_400_000;

/**
 * The consent tests' world: the seller's app and six callers, a shop with two services (the
 * first one the forms are attached to), a signed-in customer with a record at the seller and
 * another customer with theirs, and orders made for them directly.
 */
export async function consentWorld() {
  const { t, api, callers } = await startSellerApp();
  const db = t.database.db;
  const shop = await bookableShop(db, { shop: { sellerId: callers.sellerId } });
  const [treated, plain] = shop.services;
  const member = async (name: string) => {
    const who = await signedInUser(t, { displayName: name });
    const [record] = await db
      .insert(customers)
      .values({ sellerId: callers.sellerId, userId: who.user.id, displayName: name })
      .returning();
    return { ...who, customer: record! };
  };
  const me = await member('王小美');
  const other = await member('陳美麗');
  const signature = dataUrlOf(await signaturePng());
  let day = 0;

  /** An order for a customer of one booking of the service, some days ahead (or as given). */
  const order = async (
    customerId: number,
    o: {
      serviceId?: number;
      status?: (typeof orders.$inferInsert)['status'];
      start?: Date;
      sellerId?: number;
      shopId?: number;
      operatorId?: number;
    } = {},
  ) => {
    const start = o.start ?? new Date(Date.now() + (10 + ++day) * DAY);
    const end = new Date(start.getTime() + 3_600_000);
    const status = o.status ?? 'CONFIRMED';
    const shopId = o.shopId ?? shop.shop.id;
    const [row] = await db
      .insert(orders)
      .values({
        orderKey: randomUUID(),
        sellerId: o.sellerId ?? callers.sellerId,
        shopId,
        customerId,
        status,
        currency: 'TWD',
        totalPrice: 80000,
        startsAt: start,
        endsAt: end,
      })
      .returning();
    const [booking] = await db
      .insert(bookings)
      .values({
        orderId: row!.id,
        shopId,
        operatorId: o.operatorId ?? shop.operators[0]!.id,
        status,
        startsAt: start,
        endsAt: end,
        heldFrom: start,
        heldUntil: end,
      })
      .returning();
    await db.insert(bookingServiceItems).values({
      bookingId: booking!.id,
      serviceId: o.serviceId ?? treated.id,
      name: '美睫',
      price: 80000,
      durationMinutes: 60,
      startsAt: start,
      endsAt: end,
      position: 0,
    });
    return { ...row!, bookingId: booking!.id };
  };

  /** Moves an order's visit (its booking and the order's copy) to start at `start`. */
  const moveVisit = async (orderId: number, start: Date) => {
    const end = new Date(start.getTime() + 3_600_000);
    await db
      .update(bookings)
      .set({ startsAt: start, endsAt: end, heldFrom: start, heldUntil: end })
      .where(eq(bookings.orderId, orderId));
    await db.update(orders).set({ startsAt: start, endsAt: end }).where(eq(orders.id, orderId));
  };

  const base = `/v1/sellers/${callers.sellerId}`;

  /** A form made by the owner (attached to the treated service unless told otherwise). */
  const form = async (over: Record<string, unknown> = {}) => {
    const res = await api.call('POST', `${base}/consent-forms`, {
      token: callers.owner.token,
      body: everyKindForm({ serviceIds: [treated.id], ...over }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number };
  };

  /** The version id customers fill now. */
  const versionIdOf = async (formId: number) => {
    const res = await api.call('GET', `/v1/consent-forms/${formId}`, { token: me.token });
    expect(res.status).toBe(200);
    return res.body.data.versionId as number;
  };

  /**
   * Fills a form for an order as a customer (POST /v1/consent-form-responses): the version
   * customers fill now, or `versionId` as a page showing that one sends it.
   */
  const fill = async (
    who: { token: string },
    o: {
      orderId: number;
      formId: number;
      versionId?: number;
      answers?: Record<string, unknown>;
    },
  ) =>
    api.call('POST', '/v1/consent-form-responses', {
      token: who.token,
      body: {
        orderId: o.orderId,
        consentFormId: o.formId,
        versionId: o.versionId ?? (await versionIdOf(o.formId)),
        answers: o.answers ?? everyKindAnswers(signature),
      },
    });

  /** The responses stored for an order, as rows. */
  const responsesOf = (orderId: number) =>
    db.select().from(consentFormResponses).where(eq(consentFormResponses.orderId, orderId));

  return {
    t,
    db,
    api,
    callers,
    shop,
    treated,
    plain,
    me,
    other,
    member,
    signature,
    order,
    moveVisit,
    base,
    form,
    versionIdOf,
    fill,
    responsesOf,
  };
}
export type ConsentWorld = Awaited<ReturnType<typeof consentWorld>>;

/** The consent world of a test file: made before its tests (filled in then), closed after them. */
export function consentTestWorld(): ConsentWorld {
  const w = {} as ConsentWorld;
  beforeAll(async () => {
    Object.assign(w, await consentWorld());
  });
  afterAll(() => w.t.close());
  return w;
}
