import {
  CONSENT_LIMITS,
  SIGNATURE_DATA_URL_PREFIX,
  ZConsentAnswers,
  ZConsentFormInput,
  type TConsentAnswer,
  type TConsentFormItem,
} from '@haoyue/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  consentFormResponses,
  consentForms,
  consentFormServices,
  consentFormVersions,
  customers,
  industries,
  orders,
  services,
  shops,
  users,
} from '../schema';
import { consentFormsOfOrderIds, isCurrentVersion } from '../../modules/consent';
import { seedDatabase } from '.';
import { testAppOfFile } from '../../../test/helper';

const t = testAppOfFile({ demo: true });

/** What is wrong with an answer to the item, or null when the API's rules accept it. */
function answerProblem(item: TConsentFormItem, answer: TConsentAnswer | undefined): string | null {
  if (answer === undefined || answer === null) return item.required ? 'missing' : null;
  switch (item.kind) {
    case 'SHORT_TEXT':
    case 'LONG_TEXT': {
      const max = item.kind === 'SHORT_TEXT' ? CONSENT_LIMITS.shortText : CONSENT_LIMITS.longText;
      if (typeof answer !== 'string' || answer.trim() !== answer || answer === '') return 'text';
      return answer.length > max || (item.kind === 'SHORT_TEXT' && answer.includes('\n'))
        ? 'text'
        : null;
    }
    case 'SINGLE_CHOICE':
      return typeof answer === 'string' && item.options.includes(answer) ? null : 'choice';
    case 'MULTIPLE_CHOICE':
      return Array.isArray(answer) &&
        answer.length > 0 &&
        new Set(answer).size === answer.length &&
        answer.every((a) => item.options.includes(a))
        ? null
        : 'choices';
    case 'DATE':
      return typeof answer === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(answer) &&
        new Date(`${answer}T00:00:00Z`).toISOString().startsWith(answer)
        ? null
        : 'date';
    case 'YES_NO':
      return typeof answer === 'boolean' ? null : 'yes/no';
    case 'AGREEMENT':
      return answer === true ? null : 'not agreed';
    case 'SIGNATURE':
      return typeof answer === 'string' && answer.startsWith(SIGNATURE_DATA_URL_PREFIX)
        ? null
        : 'signature';
  }
}

describe('demo consent forms', () => {
  it('gives every lash, nail and spa shop a sound zh-TW form on its treatments', async () => {
    const db = t.database.db;
    const treatmentShops = await db
      .select({
        id: shops.id,
        slug: shops.urlSlug,
        sellerId: shops.sellerId,
        industry: industries.slug,
      })
      .from(shops)
      .innerJoin(industries, eq(industries.id, shops.industryId))
      .where(inArray(industries.slug, ['lash', 'nail', 'spa']));
    expect(new Set(treatmentShops.map((s) => s.industry))).toEqual(
      new Set(['lash', 'nail', 'spa']),
    );
    const expected = {
      lash: { title: '美睫施作同意書', due: 'ONCE', validityDays: 365 },
      nail: { title: '美甲服務同意書', due: 'EVERY_VISIT', validityDays: null },
      spa: { title: 'SPA 療程健康評估暨同意書', due: 'ONCE', validityDays: 365 },
    } as const;

    for (const shop of treatmentShops) {
      const attached = await db
        .select({ form: consentForms, version: consentFormVersions, serviceId: services.id })
        .from(services)
        .innerJoin(consentFormServices, eq(consentFormServices.serviceId, services.id))
        .innerJoin(consentForms, eq(consentForms.id, consentFormServices.formId))
        .innerJoin(consentFormVersions, isCurrentVersion)
        .where(eq(services.shopId, shop.id));
      const [first] = attached;
      expect(first, `${shop.slug} has a form on its services`).toBeDefined();
      expect(new Set(attached.map((a) => a.form.id)).size, shop.slug).toBe(1);
      const { form, version } = first!;
      const want = expected[shop.industry as keyof typeof expected];
      expect([shop.slug, form.sellerId, form.archivedAt, version.version]).toEqual([
        shop.slug,
        shop.sellerId,
        null,
        1,
      ]);
      expect({ title: version.title, due: form.due, validityDays: form.validityDays }).toEqual(
        want,
      );
      // Its words are a form the seller could have saved through the API, unchanged by it.
      const parsed = ZConsentFormInput.safeParse({
        title: version.title,
        introduction: version.introduction,
        items: version.items,
        due: form.due,
        validityDays: form.validityDays,
      });
      expect(parsed.error?.issues, shop.slug).toBeUndefined();
      expect(parsed.data!.items).toEqual(version.items);
      expect(version.introduction).toMatch(/[\u4e00-\u9fff]/);
      const required = version.items.filter((i) => i.required).map((i) => i.kind);
      expect(required).toEqual(expect.arrayContaining(['AGREEMENT', 'SIGNATURE', 'YES_NO']));
      const terms = version.items.find((i) => i.kind === 'AGREEMENT')!.terms;
      expect(terms).toMatch(/過敏/);
      expect(terms).toMatch(/退費/);
      // Most of the shop's menu needs it, not just one service.
      const [menu] = await db
        .select({ n: count() })
        .from(services)
        .where(eq(services.shopId, shop.id));
      expect(attached.length * 2, shop.slug).toBeGreaterThan(menu!.n);
    }
  });

  it('has 王小美 sign the form of a past visit that needed it, with a PNG signature', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ response: consentFormResponses, version: consentFormVersions, form: consentForms })
      .from(consentFormResponses)
      .innerJoin(customers, eq(customers.id, consentFormResponses.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .innerJoin(consentForms, eq(consentForms.id, consentFormResponses.formId))
      .innerJoin(consentFormVersions, eq(consentFormVersions.id, consentFormResponses.versionId))
      .where(eq(users.phoneNumber, '+886900000001'));
    expect(rows).toHaveLength(1);
    const { response, version, form } = rows[0]!;
    expect([version.formId, response.sellerId]).toEqual([form.id, form.sellerId]);

    // Tied to her own completed visit at that seller, which booked a service the form is on.
    const [order] = await db.select().from(orders).where(eq(orders.id, response.orderId!));
    expect(order).toMatchObject({
      customerId: response.customerId,
      sellerId: form.sellerId,
      status: 'COMPLETED',
    });
    expect(order!.endsAt.getTime()).toBeLessThan(Date.now());
    const [me] = await db.select().from(users).where(eq(users.phoneNumber, '+886900000001'));
    expect(response.userId).toBe(me!.id);
    // By the consent rules the visit needs the form, and this response fills it.
    const due = await consentFormsOfOrderIds(db, [order!.id]);
    expect(due.get(order!.id)).toContainEqual(
      expect.objectContaining({ consentFormId: form.id, state: 'FILLED', responseId: response.id }),
    );
    // Filled after booking and before the visit began (so it is locked now).
    expect(response.createdAt.getTime()).toBeGreaterThan(order!.createdAt.getTime());
    expect(response.createdAt.getTime()).toBeLessThan(order!.startsAt.getTime());

    // Every answer is one the API accepts for its item; every required item is answered.
    expect(ZConsentAnswers.safeParse(response.answers).success).toBe(true);
    const ids = version.items.map((i) => i.id);
    expect(Object.keys(response.answers).every((id) => ids.includes(id))).toBe(true);
    expect(
      version.items.map((item) => [item.id, answerProblem(item, response.answers[item.id])]),
    ).toEqual(version.items.map((item) => [item.id, null]));

    const signature = version.items.find((i) => i.kind === 'SIGNATURE')!;
    const url = response.answers[signature.id] as string;
    expect(url.length).toBeLessThanOrEqual(CONSENT_LIMITS.signatureChars);
    const png = Buffer.from(url.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeLessThanOrEqual(CONSENT_LIMITS.signatureStored.width);
    expect(meta.height).toBeLessThanOrEqual(CONSENT_LIMITS.signatureStored.height);
    // Dark strokes on a white background.
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(255);
    const inked = data.filter((v) => v < 128).length / (info.width * info.height);
    expect(inked).toBeGreaterThan(0.005);
    expect(inked).toBeLessThan(0.2);
  });

  it('adds no second form or response when the seed runs again', async () => {
    const db = t.database.db;
    const counts = async () =>
      Promise.all(
        [consentForms, consentFormVersions, consentFormServices, consentFormResponses].map(
          async (table) => (await db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    await seedDatabase(db, { demo: true });
    expect(await counts()).toEqual(before);
  });
});
