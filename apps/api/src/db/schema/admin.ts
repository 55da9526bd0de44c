import { ADMIN_AUDIT_TARGETS, ADMIN_ROLES } from '@haoyue/contracts';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, extensionOf, instant, primaryId } from './columns';
import { users } from './identity';

/**
 * The platform's administrators: one row per user who may enter the admin area, with the role.
 * Seller membership never implies one (docs/decisions/021-platform-admin.md).
 */
export const platformAdmins = pgTable('platform_admins', {
  userId: extensionOf(() => users.id),
  role: text({ enum: ADMIN_ROLES }).notNull(),
  grantedAt: createdAt(),
});

/**
 * Every admin write: who (null when the configuration or the grant command acted), in which
 * role, what, on what, why, and the changed fields before and after. Append-only: a trigger
 * refuses updates and deletes (migration 0021). Ids only, no foreign keys: a row outlives what
 * it names.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: primaryId(),
    at: instant().notNull().defaultNow(),
    adminUserId: integer(),
    role: text().notNull(),
    action: text().notNull(),
    targetType: text({ enum: ADMIN_AUDIT_TARGETS }).notNull(),
    targetId: integer().notNull(),
    reason: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    // Newest first by admin and by target; the whole log newest first is the primary key's.
    index().on(t.adminUserId, t.id.desc()),
    index().on(t.targetType, t.targetId, t.id.desc()),
  ],
);
