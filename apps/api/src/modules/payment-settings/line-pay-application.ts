import type {
  TLinePayApplication,
  TLinePayApplicationInput,
  TLinePayDocument,
} from '@haoyue/contracts';
import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linePayApplicationDocuments as documents, linePayApplications } from '../../db/schema';
import type { ReceivedDocument } from '../../http/document-upload';
import { AppError, invalid } from '../../lib/errors';

export type ApplicationRow = typeof linePayApplications.$inferSelect;

/** Uploaded documents not yet named by an application, per seller: a bound on unused uploads. */
const LOOSE_DOCUMENT_LIMIT = 20;

const documentColumns = {
  id: documents.id,
  fileName: documents.fileName,
  contentType: documents.contentType,
  size: documents.size,
};

export async function documentsOf(db: Db, applicationId: number): Promise<TLinePayDocument[]> {
  return db
    .select(documentColumns)
    .from(documents)
    .where(eq(documents.applicationId, applicationId))
    .orderBy(asc(documents.id));
}

export async function presentApplication(
  db: Db,
  row: ApplicationRow,
): Promise<TLinePayApplication> {
  return {
    id: row.id,
    sellerId: row.sellerId,
    status: row.status,
    businessName: row.businessName,
    taxId: row.taxId,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    documents: await documentsOf(db, row.id),
    rejectReason: row.status === 'REJECTED' ? row.rejectReason : null,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The seller's application, or null before they applied. */
export async function getLinePayApplication(
  db: Db,
  sellerId: number,
): Promise<TLinePayApplication | null> {
  const [row] = await db
    .select()
    .from(linePayApplications)
    .where(eq(linePayApplications.sellerId, sellerId));
  return row ? presentApplication(db, row) : null;
}

/** True once the platform approved the seller's LINE Pay application (channel keys allowed). */
export async function linePayApproved(db: Db, sellerId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: linePayApplications.status })
    .from(linePayApplications)
    .where(eq(linePayApplications.sellerId, sellerId));
  return row?.status === 'APPROVED';
}

/** Keeps an uploaded document for the seller's application (not yet named by it). */
export async function saveLinePayDocument(
  db: Db,
  sellerId: number,
  file: ReceivedDocument,
): Promise<TLinePayDocument> {
  const loose = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.sellerId, sellerId), isNull(documents.applicationId)));
  if (loose.length >= LOOSE_DOCUMENT_LIMIT) {
    throw invalid('file', '上傳的文件太多，請先送出申請');
  }
  const [row] = await db
    .insert(documents)
    .values({ sellerId, ...file, size: file.body.length })
    .returning(documentColumns);
  return row!;
}

/**
 * Applies for LINE Pay, or resubmits one sent back (the same row, back to SUBMITTED, the reason
 * cleared). Under review or approved: 409. The documents must be the seller's, either unused
 * uploads or this application's own; those it named before and not now are dropped.
 */
export async function submitLinePayApplication(
  db: Db,
  p: { sellerId: number; input: TLinePayApplicationInput; now: Date },
): Promise<TLinePayApplication> {
  const { sellerId, input, now } = p;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(linePayApplications)
      .where(eq(linePayApplications.sellerId, sellerId))
      .for('update');
    if (current && current.status !== 'REJECTED') {
      throw AppError.of(
        'E_LINE_PAY_APPLICATION_STATE',
        current.status === 'APPROVED' ? 'LINE Pay 申請已核准' : '申請審核中，請等候審核結果',
      );
    }
    const ids = [...new Set(input.documentIds)];
    const owned = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.sellerId, sellerId),
          inArray(documents.id, ids),
          current
            ? or(isNull(documents.applicationId), eq(documents.applicationId, current.id))
            : isNull(documents.applicationId),
        ),
      );
    if (owned.length !== ids.length) throw invalid('documentIds', '找不到上傳的文件，請重新上傳');
    const values = {
      status: 'SUBMITTED' as const,
      businessName: input.businessName,
      taxId: input.taxId,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      rejectReason: null,
      submittedAt: now,
      decidedAt: null,
      decidedBy: null,
    };
    const [row] = current
      ? await tx
          .update(linePayApplications)
          .set(values)
          .where(eq(linePayApplications.id, current.id))
          .returning()
      : await tx
          .insert(linePayApplications)
          .values({ sellerId, ...values })
          .returning();
    const application = row!;
    await tx
      .delete(documents)
      .where(and(eq(documents.applicationId, application.id), notInArray(documents.id, ids)));
    await tx
      .update(documents)
      .set({ applicationId: application.id })
      .where(inArray(documents.id, ids));
    return presentApplication(tx, application);
  });
}
