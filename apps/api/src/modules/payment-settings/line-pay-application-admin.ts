import type {
  TAdminLinePayApplication,
  TAdminLinePayApplicationQuery,
  TAdminLinePayApplicationRow,
} from '@haoyue/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  linePayApplicationDocuments as documents,
  linePayApplications as applications,
  sellerMembers,
  sellers,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { containsAny } from '../../lib/like-pattern';
import { type Paged, readPage } from '../../lib/paging';
import { type AdminUser, recordAdminAudit, type ReviewDecision, reviewOutcome } from '../admin';
import { type ApplicationRow, presentApplication } from './line-pay-application';

/** Applications joined to their seller, with the `fields` given (the rows, or their count). */
function selectApplications<F extends SelectedFields>(db: Db, fields: F) {
  return db
    .select(fields)
    .from(applications)
    .innerJoin(sellers, eq(sellers.id, applications.sellerId));
}

/** Applications filtered by status and text (business, seller, tax id): waiting ones first, oldest first. */
export async function listLinePayApplications(
  db: Db,
  query: TAdminLinePayApplicationQuery,
): Promise<Paged<TAdminLinePayApplicationRow>> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(applications.status, query.status));
  if (query.q) {
    where.push(
      containsAny([applications.businessName, sellers.displayName, applications.taxId], query.q),
    );
  }
  const condition = and(...where);
  const { rows, meta } = await readPage(
    selectApplications(db, { row: applications, sellerName: sellers.displayName })
      .where(condition)
      .orderBy(
        sql`case when ${applications.status} = 'SUBMITTED' then 0 else 1 end`,
        asc(applications.submittedAt),
        desc(applications.id),
      ),
    {
      count: selectApplications(db, { total: count() }).where(condition),
      paging: query,
    },
  );
  return {
    data: rows.map(({ row, sellerName }) => ({
      id: row.id,
      sellerId: row.sellerId,
      sellerName,
      status: row.status,
      businessName: row.businessName,
      taxId: row.taxId,
      submittedAt: row.submittedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
    meta,
  };
}

/** The owner's phone number: who hears of the decision. */
async function ownerPhone(db: Db, sellerId: number): Promise<string | null> {
  const [owner] = await db
    .select({ phoneNumber: users.phoneNumber })
    .from(sellerMembers)
    .innerJoin(users, eq(users.id, sellerMembers.userId))
    .where(and(eq(sellerMembers.sellerId, sellerId), eq(sellerMembers.role, 'OWNER')))
    .limit(1);
  return owner?.phoneNumber ?? null;
}

async function presentForAdmin(db: Db, row: ApplicationRow): Promise<TAdminLinePayApplication> {
  const [seller] = await db
    .select({ name: sellers.displayName })
    .from(sellers)
    .where(eq(sellers.id, row.sellerId));
  return {
    ...(await presentApplication(db, row)),
    rejectReason: row.rejectReason,
    sellerName: seller?.name ?? '',
    ownerPhone: await ownerPhone(db, row.sellerId),
  };
}

export async function getLinePayApplicationForAdmin(
  db: Db,
  applicationId: number,
): Promise<TAdminLinePayApplication> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw notFound('找不到這份申請');
  return presentForAdmin(db, row);
}

/** One document of the application, bytes included; 404 for any other pair of ids. */
export async function linePayDocumentForAdmin(
  db: Db,
  p: { applicationId: number; documentId: number },
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const [row] = await db
    .select({
      fileName: documents.fileName,
      contentType: documents.contentType,
      body: documents.body,
    })
    .from(documents)
    .where(and(eq(documents.id, p.documentId), eq(documents.applicationId, p.applicationId)));
  if (!row) throw notFound('找不到這份文件');
  return row;
}

/**
 * Approves or sends back an application under review, audited in the same transaction. Answers
 * the application and the owner's phone (told after the commit).
 */
export async function decideLinePayApplication(
  db: Db,
  p: { actor: AdminUser; applicationId: number; decision: ReviewDecision; now: Date },
): Promise<TAdminLinePayApplication> {
  const { actor, applicationId, decision, now } = p;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    if (!current) throw notFound('找不到這份申請');
    if (current.status !== 'SUBMITTED') {
      throw AppError.of('E_LINE_PAY_APPLICATION_STATE', '這份申請已審核過，不在審核中');
    }
    const { status, reason } = reviewOutcome(decision);
    const [row] = await tx
      .update(applications)
      .set({ status, rejectReason: reason, decidedAt: now, decidedBy: actor.userId })
      .where(eq(applications.id, applicationId))
      .returning();
    await recordAdminAudit(tx, {
      actor,
      action: `line_pay_application.${decision.verb}`,
      target: { type: 'line_pay_application', id: applicationId },
      reason,
      before: { status: current.status },
      after: { status, sellerId: current.sellerId },
    });
    return presentForAdmin(tx, row!);
  });
}

/** The text the owner gets about the decision. */
export function decisionMessage(application: TAdminLinePayApplication): string {
  return application.status === 'APPROVED'
    ? `【好約】您的 LINE Pay 申請（${application.businessName}）已核准，請至付款設定填入 LINE Pay 串接金鑰。`
    : `【好約】您的 LINE Pay 申請（${application.businessName}）已退回：${application.rejectReason ?? ''}。請至付款設定修改後重新送出。`;
}
