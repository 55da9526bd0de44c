import { LINE_PAY_APPLICATION_STATUSES } from '@haoyue/contracts';
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, primaryId, refTo } from './columns';
import { users } from './identity';
import { sellers } from './sellers';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A seller's LINE Pay application (one per seller: resubmitting after a rejection edits it, so
 * there is never a second open one). APPROVED lets the seller enter LINE Pay channel keys.
 */
export const linePayApplications = pgTable(
  'line_pay_applications',
  {
    id: primaryId(),
    sellerId: integer()
      .notNull()
      .unique()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    status: text({ enum: LINE_PAY_APPLICATION_STATUSES }).notNull(),
    businessName: text().notNull(),
    taxId: text().notNull(),
    contactName: text().notNull(),
    contactPhone: text().notNull(),
    contactEmail: text().notNull(),
    rejectReason: text(),
    submittedAt: instant().notNull(),
    decidedAt: instant(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.status, t.submittedAt)],
);

/**
 * A bank document a seller uploaded for the application: the bytes live here, in the database,
 * never under the public /uploads/ folder; only the admin download route answers them. A
 * document not yet named by the application has applicationId null.
 */
export const linePayApplicationDocuments = pgTable(
  'line_pay_application_documents',
  {
    id: primaryId(),
    sellerId: refTo(() => sellers.id, 'cascade'),
    applicationId: integer().references(() => linePayApplications.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    body: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.applicationId), index().on(t.sellerId)],
);
