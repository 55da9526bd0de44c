import type { TAuditEntry, TAuditQuery } from '@haoyue/contracts';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit, users } from '../../db/schema';
import { cappedCount, COUNT_CAP, type Paged, readPage } from '../../lib/paging';

/** The platform's time zone: the audit filter's days are Taiwan days. */
const PLATFORM_TIME_ZONE = 'Asia/Taipei';

/** Audit rows newest first, filtered by admin, target and days (Asia/Taipei, both included). */
export async function listAudit(db: Db, query: TAuditQuery): Promise<Paged<TAuditEntry>> {
  const where: SQL[] = [];
  if (query.adminId) where.push(eq(adminAudit.adminUserId, query.adminId));
  if (query.targetType) where.push(eq(adminAudit.targetType, query.targetType));
  if (query.targetId) where.push(eq(adminAudit.targetId, query.targetId));
  if (query.from) {
    where.push(
      gte(adminAudit.at, sql`(${query.from}::date)::timestamp at time zone ${PLATFORM_TIME_ZONE}`),
    );
  }
  if (query.to) {
    where.push(
      lt(adminAudit.at, sql`(${query.to}::date + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE}`),
    );
  }
  const condition = and(...where);
  const { rows, meta } = await readPage(
    db
      .select({
        row: adminAudit,
        displayName: users.displayName,
        phoneNumber: users.phoneNumber,
      })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.adminUserId))
      .where(condition)
      .orderBy(desc(adminAudit.id)),
    {
      // The audit only grows: its total stops at COUNT_CAP instead of reading every row.
      count: cappedCount(db, db.select({ id: adminAudit.id }).from(adminAudit).where(condition)),
      cap: COUNT_CAP,
      paging: query,
    },
  );
  return {
    data: rows.map(({ row, displayName, phoneNumber }) => ({
      id: row.id,
      at: row.at.toISOString(),
      admin:
        row.adminUserId === null ? null : { userId: row.adminUserId, displayName, phoneNumber },
      role: row.role,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      reason: row.reason,
      before: row.before,
      after: row.after,
    })),
    meta,
  };
}
