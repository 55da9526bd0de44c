import type { TConsentResponse, TConsentResponseSummary } from '@haoyue/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { consentFormResponses } from '../../db/schema';
import {
  consentFormResponseRevisions,
  consentForms,
  consentFormVersions,
  customers,
  sellers,
} from '../../db/schema';
import { isOrderOpen, orderFactsByIds, orderRefOf } from './orders';
import { DAY_MS } from '../../lib/zoned-time';

export type ResponseRow = typeof consentFormResponses.$inferSelect;

/** Who is named for a change or an answer when no name is known. */
export const UNNAMED = '顧客';

const ids = (values: (number | null)[]) => [
  ...new Set(values.filter((v): v is number => v !== null)),
];

/** What a list of responses is presented with: their versions, forms and orders. */
async function loadSummaryParts(db: Db, rows: ResponseRow[]) {
  const [versions, forms, orderList] = await Promise.all([
    db
      .select()
      .from(consentFormVersions)
      .where(inArray(consentFormVersions.id, ids(rows.map((r) => r.versionId)))),
    db
      .select({
        id: consentForms.id,
        due: consentForms.due,
        validityDays: consentForms.validityDays,
      })
      .from(consentForms)
      .where(inArray(consentForms.id, ids(rows.map((r) => r.formId)))),
    orderFactsByIds(db, ids(rows.map((r) => r.orderId))),
  ]);
  return {
    version: (row: ResponseRow) => versions.find((v) => v.id === row.versionId)!,
    form: (row: ResponseRow) => forms.find((f) => f.id === row.formId)!,
    order: (row: ResponseRow) => orderList.find((o) => o.id === row.orderId) ?? null,
  };
}
type SummaryParts = Awaited<ReturnType<typeof loadSummaryParts>>;

function summaryOf(row: ResponseRow, parts: SummaryParts, now: Date): TConsentResponseSummary {
  const version = parts.version(row);
  const form = parts.form(row);
  const order = parts.order(row);
  const validUntil =
    form.due === 'ONCE' && form.validityDays !== null
      ? new Date(row.createdAt.getTime() + form.validityDays * DAY_MS).toISOString()
      : null;
  return {
    id: row.id,
    consentFormId: row.formId,
    version: version.version,
    title: version.title,
    order: order ? orderRefOf(order) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editable: isOrderOpen(order, now),
    validUntil,
  };
}

/** Responses as listed (in the given order). */
export async function presentResponseSummaries(
  db: Db,
  rows: ResponseRow[],
  now: Date,
): Promise<TConsentResponseSummary[]> {
  if (rows.length === 0) return [];
  const parts = await loadSummaryParts(db, rows);
  return rows.map((row) => summaryOf(row, parts, now));
}

/**
 * One response in full: the words of the version answered, the answers (signatures inside, as
 * data URLs: never at a URL of their own), who answered, and every correction oldest first,
 * each changed item named by its label in that version.
 */
export async function presentResponse(
  db: Db,
  row: ResponseRow,
  now: Date,
): Promise<TConsentResponse> {
  const [parts, [seller], [customer], revisions] = await Promise.all([
    loadSummaryParts(db, [row]),
    db.select({ name: sellers.displayName }).from(sellers).where(eq(sellers.id, row.sellerId)),
    db
      .select({ id: customers.id, name: customers.displayName })
      .from(customers)
      .where(eq(customers.id, row.customerId)),
    db
      .select()
      .from(consentFormResponseRevisions)
      .where(eq(consentFormResponseRevisions.responseId, row.id))
      .orderBy(asc(consentFormResponseRevisions.createdAt), asc(consentFormResponseRevisions.id)),
  ]);
  const version = parts.version(row);
  const labelOf = (itemId: string) =>
    version.items.find((item) => item.id === itemId)?.label ?? itemId;
  return {
    ...summaryOf(row, parts, now),
    sellerName: seller?.name ?? '',
    introduction: version.introduction,
    items: version.items,
    answers: row.answers,
    customer: { id: row.customerId, name: customer?.name ?? UNNAMED },
    revisions: revisions.map((rev) => ({
      at: rev.createdAt.toISOString(),
      byName: rev.byName,
      changed: rev.changedItemIds.map((itemId) => ({
        itemId,
        label: labelOf(itemId),
        before: rev.before[itemId] ?? null,
        after: rev.after[itemId] ?? null,
      })),
    })),
  };
}
