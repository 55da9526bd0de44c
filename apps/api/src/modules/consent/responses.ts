import type { TConsentResponse, ZCreateConsentResponseInput } from '@haoyue/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  consentFormResponses,
  consentForms,
  type consentFormVersions,
  customers,
} from '../../db/schema';
import { AppError, firstOrNotFound, notFound } from '../../lib/errors';
import { violatesUnique } from '../../lib/pg-errors';
import { consentFormsDueOfCustomer, consentFormsOfOrder } from './due';
import { FORM_NOT_FOUND, currentVersionOf } from './forms';
import { assertOrderOpen, loadOwnOrder } from './orders';
import { presentResponse, presentResponseSummaries, type ResponseRow } from './present-responses';
import { prepareAnswers } from './signature';

type VersionRow = typeof consentFormVersions.$inferSelect;
export type CreateResponseInput = z.output<typeof ZCreateConsentResponseInput>;

const RESPONSE_NOT_FOUND = '找不到這份同意書填寫紀錄';
const ONE_PER_ORDER = 'consent_form_responses_once_per_order';

const alreadyFilled = () =>
  AppError.of('E_CONSENT_ALREADY_FILLED', '這份同意書已填寫過，如需修改請開啟已填寫的紀錄');
const formChanged = () =>
  AppError.of('E_CONSENT_FORM_CHANGED', '同意書內容已更新，請重新載入後再填寫');

/** Whether two reads of a version hold the same words (both read back from the database). */
const sameWords = (a: VersionRow, b: VersionRow) =>
  a.title === b.title &&
  a.introduction === b.introduction &&
  JSON.stringify(a.items) === JSON.stringify(b.items);

/**
 * Fills a form for one of the caller's orders (both POST routes). In order: the order is the
 * caller's (of `customerId` when given; else 404); still open (409 LOCKED); needs the form (409
 * NOT_REQUIRED); answered against the current version (409 CHANGED); not filled yet for it (409
 * ALREADY_FILLED, also when a concurrent submit wins the unique index); answers valid (400).
 */
export async function createConsentResponse(
  db: Db,
  o: { userId: number; customerId?: number; input: CreateResponseInput; now: Date },
): Promise<TConsentResponse> {
  const { orderId, consentFormId, versionId } = o.input;
  const order = await loadOwnOrder(db, { userId: o.userId, orderId, customerId: o.customerId });
  assertOrderOpen(order, o.now, 'fill');
  const needed = await consentFormsOfOrder(db, order);
  if (!needed.some((f) => f.consentFormId === consentFormId)) {
    const [form] = await db
      .select({ id: consentForms.id })
      .from(consentForms)
      .where(and(eq(consentForms.id, consentFormId), isNull(consentForms.archivedAt)));
    if (!form) throw notFound(FORM_NOT_FOUND);
    throw AppError.of('E_CONSENT_FORM_NOT_REQUIRED', '這筆預約不需要填寫這份同意書');
  }
  const [form] = await db.select().from(consentForms).where(eq(consentForms.id, consentFormId));
  const version = await currentVersionOf(db, form!);
  if (version.id !== versionId) throw formChanged();
  const [filled] = await db
    .select({ id: consentFormResponses.id })
    .from(consentFormResponses)
    .where(
      and(
        eq(consentFormResponses.formId, consentFormId),
        eq(consentFormResponses.orderId, orderId),
      ),
    );
  if (filled) throw alreadyFilled();
  const answers = await prepareAnswers(version.items, o.input.answers);
  let row: ResponseRow;
  try {
    row = await db.transaction(async (tx) => {
      // Shared lock: an edit of the form (which locks it for update) waits until this response
      // is saved, so the version answered cannot change under it, nor the form be deleted.
      const [locked] = await tx
        .select()
        .from(consentForms)
        .where(eq(consentForms.id, consentFormId))
        .for('share');
      if (!locked || locked.archivedAt) throw notFound(FORM_NOT_FOUND);
      // A version nobody answered yet may have been changed in place meanwhile.
      const current = await currentVersionOf(tx as unknown as Db, locked);
      if (current.id !== version.id || !sameWords(current, version)) throw formChanged();
      const [inserted] = await tx
        .insert(consentFormResponses)
        .values({
          sellerId: order.sellerId,
          formId: consentFormId,
          versionId,
          customerId: order.customerId,
          orderId,
          userId: o.userId,
          answers,
        })
        .returning();
      return inserted!;
    });
  } catch (error) {
    if (violatesUnique(error, ONE_PER_ORDER)) throw alreadyFilled();
    throw error;
  }
  return presentResponse(db, row, o.now);
}

/** One of the customer record's responses (404 for another record's). */
export function loadCustomerResponse(
  db: Db,
  customerId: number,
  responseId: number,
): Promise<ResponseRow> {
  return firstOrNotFound(
    db
      .select()
      .from(consentFormResponses)
      .where(
        and(
          eq(consentFormResponses.id, responseId),
          eq(consentFormResponses.customerId, customerId),
        ),
      ),
    RESPONSE_NOT_FOUND,
  );
}

/** One of the seller's responses, in full (404 for another seller's). */
export async function getSellerConsentResponse(
  db: Db,
  o: { sellerId: number; responseId: number; now: Date },
): Promise<TConsentResponse> {
  const row = await firstOrNotFound(
    db
      .select()
      .from(consentFormResponses)
      .where(
        and(
          eq(consentFormResponses.id, o.responseId),
          eq(consentFormResponses.sellerId, o.sellerId),
        ),
      ),
    RESPONSE_NOT_FOUND,
  );
  return presentResponse(db, row, o.now);
}

/** A customer record's responses, newest first. */
export async function listCustomerResponses(db: Db, customerId: number, now: Date) {
  const rows = await db
    .select()
    .from(consentFormResponses)
    .where(eq(consentFormResponses.customerId, customerId))
    .orderBy(desc(consentFormResponses.createdAt), desc(consentFormResponses.id));
  return presentResponseSummaries(db, rows, now);
}

/** A customer's filled forms and those their upcoming orders still need, at the seller. */
export async function getSellerCustomerConsentForms(
  db: Db,
  o: { sellerId: number; customerId: number; now: Date },
) {
  await firstOrNotFound(
    db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, o.customerId), eq(customers.sellerId, o.sellerId))),
    '找不到這位顧客',
  );
  const [responses, due] = await Promise.all([
    listCustomerResponses(db, o.customerId, o.now),
    consentFormsDueOfCustomer(db, o.customerId, o.now),
  ]);
  return { responses, due };
}
