import type { TConsentAnswers, TConsentResponse } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consentFormResponseRevisions,
  consentFormResponses,
  consentFormVersions,
  users,
} from '../../db/schema';
import { changedItemIds } from './answers';
import { assertOrderOpen, orderFactsByIds } from './orders';
import { presentResponse, UNNAMED } from './present-responses';
import { loadCustomerResponse } from './responses';
import { prepareAnswers } from './signature';

/** The values of some items in an answer set, null for the ones left empty. */
const valuesOf = (answers: TConsentAnswers, itemIds: string[]): TConsentAnswers =>
  Object.fromEntries(itemIds.map((id) => [id, answers[id] ?? null]));

/**
 * Corrects a response before the visit: the whole answer set is sent again and checked
 * against the version the response answered (not the form's current one). Locked (409) once
 * the order is cancelled or over, its visit has started, or it is gone. Nothing changed → the
 * response as it is, no revision. Otherwise, the response row locked, its answers are replaced
 * and a revision keeps who changed which items, and their values before and after.
 */
export async function correctConsentResponse(
  db: Db,
  o: {
    userId: number;
    customerId: number;
    responseId: number;
    answers: Record<string, unknown>;
    now: Date;
  },
): Promise<TConsentResponse> {
  const response = await loadCustomerResponse(db, o.customerId, o.responseId);
  const [order] = response.orderId ? await orderFactsByIds(db, [response.orderId]) : [];
  assertOrderOpen(order ?? null, o.now, 'correct');
  const [version] = await db
    .select()
    .from(consentFormVersions)
    .where(eq(consentFormVersions.id, response.versionId));
  const answers = await prepareAnswers(version!.items, o.answers, response.answers);
  if (changedItemIds(version!.items, response.answers, answers).length === 0) {
    return presentResponse(db, response, o.now);
  }
  const [user] = await db
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, o.userId));
  const saved = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(consentFormResponses)
      .where(eq(consentFormResponses.id, response.id))
      .for('update');
    // Compared again with the row as locked: a correction saved meanwhile is the "before".
    const changed = changedItemIds(version!.items, locked!.answers, answers);
    if (changed.length === 0) return locked!;
    const [updated] = await tx
      .update(consentFormResponses)
      .set({ answers, updatedAt: new Date() })
      .where(eq(consentFormResponses.id, response.id))
      .returning();
    await tx.insert(consentFormResponseRevisions).values({
      responseId: response.id,
      userId: o.userId,
      byName: user?.name?.trim() || UNNAMED,
      changedItemIds: changed,
      before: valuesOf(locked!.answers, changed),
      after: valuesOf(answers, changed),
    });
    return updated!;
  });
  return presentResponse(db, saved, o.now);
}
