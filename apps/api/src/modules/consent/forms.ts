import type { TConsentFormItem, TSellerConsentForm, ZConsentFormInput } from '@haoyue/contracts';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { countsBy } from '../../db/counts-by';
import {
  consentFormResponses,
  consentForms,
  consentFormServices,
  consentFormVersions,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { coveredServices, ownServiceIds } from '../../lib/member-items/seller-services';

/** A form as the seller saves it (the contract's parsed body). */
export type ConsentFormInput = z.output<typeof ZConsentFormInput>;
type FormRow = typeof consentForms.$inferSelect;
type VersionRow = typeof consentFormVersions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const FORM_NOT_FOUND = '找不到這份同意書';

/** Joins a form to its current version: the one customers fill now. */
export const isCurrentVersion: SQL = and(
  eq(consentFormVersions.formId, consentForms.id),
  eq(consentFormVersions.version, consentForms.currentVersion),
)!;

/** The version of a form customers fill now. */
export async function currentVersionOf(db: Db, form: FormRow): Promise<VersionRow> {
  const [version] = await db
    .select()
    .from(consentFormVersions)
    .where(
      and(
        eq(consentFormVersions.formId, form.id),
        eq(consentFormVersions.version, form.currentVersion),
      ),
    );
  if (!version) throw new Error(`consent form ${form.id} has no version ${form.currentVersion}`);
  return version;
}

/** The seller's forms as managed: current words, services (with shop) and response counts. */
async function present(db: Db, rows: FormRow[]): Promise<TSellerConsentForm[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [versions, covered, answered] = await Promise.all([
    db
      .select({
        formId: consentFormVersions.formId,
        title: consentFormVersions.title,
        introduction: consentFormVersions.introduction,
        items: consentFormVersions.items,
      })
      .from(consentFormVersions)
      .innerJoin(consentForms, isCurrentVersion)
      .where(inArray(consentFormVersions.formId, ids)),
    coveredServices(db, consentFormServices, {
      itemId: consentFormServices.formId,
      itemIds: ids,
      order: 'byShop',
      withShopName: true,
    }),
    countsBy(db, consentFormResponses.formId, inArray(consentFormResponses.formId, ids)),
  ]);
  return rows.map((form) => {
    const version = versions.find((v) => v.formId === form.id)!;
    return {
      id: form.id,
      title: version.title,
      introduction: version.introduction,
      items: version.items,
      version: form.currentVersion,
      due: form.due,
      validityDays: form.validityDays,
      services: covered.get(form.id) ?? [],
      responseCount: answered.get(form.id) ?? 0,
      updatedAt: form.updatedAt.toISOString(),
    };
  });
}

interface OwnFormInput {
  sellerId: number;
  formId: number;
  lock?: boolean;
}

/** One of the seller's forms, not archived (404 otherwise); locked when given a transaction. */
async function ownForm(db: Db | Tx, { sellerId, formId, lock = false }: OwnFormInput) {
  const query = db
    .select()
    .from(consentForms)
    .where(
      and(
        eq(consentForms.id, formId),
        eq(consentForms.sellerId, sellerId),
        isNull(consentForms.archivedAt),
      ),
    );
  const [form] = await (lock ? query.for('update') : query);
  if (!form) throw notFound(FORM_NOT_FOUND);
  return form;
}

/** The seller's forms, archived ones left out, oldest first. */
export async function listSellerConsentForms(db: Db, sellerId: number) {
  const rows = await db
    .select()
    .from(consentForms)
    .where(and(eq(consentForms.sellerId, sellerId), isNull(consentForms.archivedAt)))
    .orderBy(asc(consentForms.id));
  return present(db, rows);
}

export async function getSellerConsentForm(db: Db, sellerId: number, formId: number) {
  const [form] = await present(db, [await ownForm(db, { sellerId, formId })]);
  return form!;
}

/** Creates a form: the form, its version 1 and its services, together. */
export async function createSellerConsentForm(
  db: Db,
  o: { sellerId: number; userId: number; input: ConsentFormInput },
): Promise<TSellerConsentForm> {
  const serviceIds = await ownServiceIds(db, o.sellerId, { ids: o.input.serviceIds });
  const { title, introduction, items, due, validityDays } = o.input;
  const id = await db.transaction(async (tx) => {
    const [form] = await tx
      .insert(consentForms)
      .values({ sellerId: o.sellerId, due, validityDays })
      .returning({ id: consentForms.id });
    await tx.insert(consentFormVersions).values({
      formId: form!.id,
      version: 1,
      title,
      introduction,
      items,
      createdBy: o.userId,
    });
    await replaceServices(tx, form!.id, serviceIds);
    return form!.id;
  });
  return getSellerConsentForm(db, o.sellerId, id);
}

async function replaceServices(tx: Tx, formId: number, serviceIds: number[]) {
  await tx.delete(consentFormServices).where(eq(consentFormServices.formId, formId));
  if (serviceIds.length === 0) return;
  await tx
    .insert(consentFormServices)
    .values(serviceIds.map((serviceId) => ({ formId, serviceId })));
}

/** An item's fields in a fixed order (jsonb does not keep the order keys were written in). */
const itemText = (item: TConsentFormItem) =>
  JSON.stringify([
    item.id,
    item.kind,
    item.label,
    item.description,
    item.required,
    item.options,
    item.terms,
  ]);

/** Whether the words customers read differ between a version and the input. */
function wordsChanged(version: VersionRow, input: ConsentFormInput): boolean {
  return (
    version.title !== input.title ||
    version.introduction !== input.introduction ||
    version.items.length !== input.items.length ||
    version.items.some((item, i) => itemText(item) !== itemText(input.items[i]!))
  );
}

/**
 * Changes a form. Once a response points at the current version, its words are never changed
 * again: new words become the next version (responses keep theirs). A version nobody answered
 * is changed in place. When, how long and where it applies live on the form and change freely.
 */
export async function updateSellerConsentForm(
  db: Db,
  o: { sellerId: number; formId: number; userId: number; input: ConsentFormInput },
): Promise<TSellerConsentForm> {
  await ownForm(db, { sellerId: o.sellerId, formId: o.formId });
  const serviceIds = await ownServiceIds(db, o.sellerId, { ids: o.input.serviceIds });
  const { title, introduction, items, due, validityDays } = o.input;
  await db.transaction(async (tx) => {
    // Locked: a response being filled holds the form shared until it is saved (responses.ts).
    const form = await ownForm(tx, { sellerId: o.sellerId, formId: o.formId, lock: true });
    const current = await currentVersionOf(tx as unknown as Db, form);
    let currentVersion = form.currentVersion;
    if (wordsChanged(current, o.input)) {
      const [answered] = await tx
        .select({ id: consentFormResponses.id })
        .from(consentFormResponses)
        .where(eq(consentFormResponses.versionId, current.id))
        .limit(1);
      if (answered) {
        currentVersion += 1;
        await tx.insert(consentFormVersions).values({
          formId: form.id,
          version: currentVersion,
          title,
          introduction,
          items,
          createdBy: o.userId,
        });
      } else {
        await tx
          .update(consentFormVersions)
          .set({ title, introduction, items, createdBy: o.userId })
          .where(eq(consentFormVersions.id, current.id));
      }
    }
    await tx
      .update(consentForms)
      .set({ currentVersion, due, validityDays, updatedAt: new Date() })
      .where(eq(consentForms.id, form.id));
    await replaceServices(tx, form.id, serviceIds);
  });
  return getSellerConsentForm(db, o.sellerId, o.formId);
}

/**
 * Deletes a form nobody answered; an answered one is archived instead: it stops being due and
 * leaves the lists, and its responses stay readable as the shop's record.
 */
export async function deleteSellerConsentForm(
  db: Db,
  o: { sellerId: number; formId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const form = await ownForm(tx, { sellerId: o.sellerId, formId: o.formId, lock: true });
    const [answered] = await tx
      .select({ id: consentFormResponses.id })
      .from(consentFormResponses)
      .where(eq(consentFormResponses.formId, form.id))
      .limit(1);
    if (answered) {
      const now = new Date();
      await tx
        .update(consentForms)
        .set({ archivedAt: now, updatedAt: now })
        .where(eq(consentForms.id, form.id));
    } else {
      await tx.delete(consentForms).where(eq(consentForms.id, form.id));
    }
  });
}
