/**
 * Demo consent forms (同意書): every demo seller with lash, nail or spa shops has the matching
 * form of demo-consent-forms.ts (version 1, made by its owner three months ago) attached to
 * those shops' treatments. The demo customer signed the nail form on her phone right after
 * booking her latest past nail visit; her signature is a PNG drawn here from SVG strokes.
 */
import { SIGNATURE_DATA_URL_PREFIX, ZConsentFormInput } from '@haoyue/contracts';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client';
import {
  consentForms,
  consentFormResponses,
  consentFormServices,
  consentFormVersions,
  industries,
  sellerMembers,
  services,
  shops,
} from '../schema';
import { consentFormsOfOrderIds } from '../../modules/consent';
import { DEMO_CONSENT_FORMS, DEMO_CONSENT_RESPONSE } from './demo-consent-forms';
import { demoCompletedVisits } from './demo-customer';
import { DAY_MS } from '../../lib/zoned-time';

const MINUTE_MS = 60_000;
/** How long ago the demo forms were written. */
const FORM_AGE_DAYS = 90;

type SeededForm = { id: number; versionId: number; sellerId: number; title: string };

export async function seedDemoConsent(db: Db, demoUserId: number, now: number): Promise<void> {
  const forms = await seedForms(db, now);
  await seedSignedResponse(db, { forms, demoUserId, now });
}

/** Each demo form for every seller whose shops are of its industries, on their services. */
async function seedForms(db: Db, now: number): Promise<SeededForm[]> {
  const serviceRows = await db
    .select({
      id: services.id,
      name: services.name,
      sellerId: shops.sellerId,
      industry: industries.slug,
    })
    .from(services)
    .innerJoin(shops, eq(shops.id, services.shopId))
    .innerJoin(industries, eq(industries.id, shops.industryId))
    .orderBy(asc(shops.sellerId), asc(shops.id), asc(services.position), asc(services.id));
  const owners = await db
    .select({ sellerId: sellerMembers.sellerId, userId: sellerMembers.userId })
    .from(sellerMembers)
    .where(eq(sellerMembers.role, 'OWNER'));
  const writtenAt = new Date(now - FORM_AGE_DAYS * DAY_MS);
  const seeded: SeededForm[] = [];

  for (const { industries: kinds, skipServices = [], ...input } of DEMO_CONSENT_FORMS) {
    // The API's own rules: a demo form is one a seller could have saved.
    const form = ZConsentFormInput.parse(input);
    const bySeller = new Map<number, typeof serviceRows>();
    for (const s of serviceRows) {
      if (!kinds.includes(s.industry) || skipServices.includes(s.name)) continue;
      bySeller.set(s.sellerId, [...(bySeller.get(s.sellerId) ?? []), s]);
    }
    for (const [sellerId, attached] of bySeller) {
      const [row] = await db
        .insert(consentForms)
        .values({
          sellerId,
          currentVersion: 1,
          due: form.due,
          validityDays: form.validityDays,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        })
        .returning({ id: consentForms.id });
      const [version] = await db
        .insert(consentFormVersions)
        .values({
          formId: row!.id,
          version: 1,
          title: form.title,
          introduction: form.introduction,
          items: form.items,
          createdBy: owners.find((o) => o.sellerId === sellerId)?.userId ?? null,
          createdAt: writtenAt,
        })
        .returning({ id: consentFormVersions.id });
      await db
        .insert(consentFormServices)
        .values(attached.map((s) => ({ formId: row!.id, serviceId: s.id })));
      seeded.push({ id: row!.id, versionId: version!.id, sellerId, title: form.title });
    }
  }
  return seeded;
}

interface SeedSignedResponseInput {
  forms: SeededForm[];
  demoUserId: number;
  now: number;
}

/**
 * The demo customer's signed form: on her latest past visit that needed it, filled a few minutes
 * after she booked (so long before the visit that it is now locked).
 */
async function seedSignedResponse(
  db: Db,
  { forms, demoUserId, now }: SeedSignedResponseInput,
): Promise<void> {
  const candidates = forms.filter((f) => f.title === DEMO_CONSENT_RESPONSE.title);
  if (candidates.length === 0) return;
  // Her past visits, latest first: the first the consent rules say needs one of the forms.
  const visits = (await demoCompletedVisits(db, demoUserId, new Date(now))).map((v) => v.order);
  const needed = await consentFormsOfOrderIds(
    db,
    visits.map((v) => v.id),
  );
  const candidateOf = (orderId: number) =>
    candidates.find((f) => needed.get(orderId)?.some((n) => n.consentFormId === f.id));
  const visit = visits.find((v) => candidateOf(v.id));
  if (!visit) throw new Error('demo consent: the demo customer has no past visit needing a form');
  const form = candidateOf(visit.id)!;
  const filledAt = new Date(
    visit.createdAt.getTime() + DEMO_CONSENT_RESPONSE.filledAfterMinutes * MINUTE_MS,
  );
  if (filledAt >= visit.startsAt) throw new Error('demo consent: filled after the visit began');
  await db.insert(consentFormResponses).values({
    sellerId: form.sellerId,
    formId: form.id,
    versionId: form.versionId,
    customerId: visit.customerId,
    orderId: visit.id,
    userId: demoUserId,
    answers: {
      ...DEMO_CONSENT_RESPONSE.answers,
      [DEMO_CONSENT_RESPONSE.signatureItemId]: await demoSignatureDataUrl(),
    },
    createdAt: filledAt,
    updatedAt: filledAt,
  });
}

/** A quick cursive 王小美 as a finger draws it on the pad: one path per stroke. */
const SIGNATURE_STROKES = [
  // 王: top bar, the vertical looping into the middle bar, a long rising bottom bar
  'M 92 98 C 120 92, 150 88, 178 90',
  'M 134 92 C 138 120, 136 150, 132 176 C 128 160, 112 140, 100 136 C 120 134, 150 130, 170 128',
  'M 84 190 C 118 184, 160 176, 206 166',
  // 小: the hook, then two flicks
  'M 268 74 C 272 110, 274 160, 268 204 C 264 214, 254 210, 246 200',
  'M 236 120 C 230 140, 222 156, 212 168',
  'M 300 118 C 312 132, 322 148, 330 164',
  // 美: two dots, the bars in one run, then 大 ending in a long tail
  'M 400 70 C 406 78, 410 84, 412 92',
  'M 452 64 C 448 74, 442 84, 436 92',
  'M 382 108 C 420 102, 460 98, 494 96 C 470 112, 430 120, 392 128 C 426 124, 462 120, 488 118 C 460 134, 420 146, 378 154 C 420 150, 470 146, 510 140',
  'M 446 100 C 446 140, 440 180, 418 214 C 408 228, 396 236, 380 242',
  'M 448 172 C 470 196, 500 214, 540 222 C 580 230, 620 226, 650 214',
];
/** The pad's size on a phone (within the stored maximum of 900 × 360). */
const SIGNATURE_SIZE = { width: 720, height: 288 };

/** The demo signature as the API stores one: a PNG on white, as a data URL. */
export async function demoSignatureDataUrl(): Promise<string> {
  const { width, height } = SIGNATURE_SIZE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g fill="none" stroke="#1f2937" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">` +
    SIGNATURE_STROKES.map((d) => `<path d="${d}"/>`).join('') +
    '</g></svg>';
  const png = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return SIGNATURE_DATA_URL_PREFIX + png.toString('base64');
}
