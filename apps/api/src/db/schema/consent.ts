import { CONSENT_FORM_DUE, type TConsentAnswers, type TConsentFormItem } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './booking';
import { services } from './catalogue';
import {
  createdAt,
  instant,
  linkTable,
  primaryId,
  refTo,
  timestamps,
  validityDaysCheck,
} from './columns';
import { users } from './identity';
import { customers } from './membership';
import { sellerOwned } from './sellers';

// Consent forms (同意書). A form's words live in versions: once a version has been answered it
// is never changed again (an edit makes the next version), so every response keeps exactly the
// text the customer saw. An answered form is archived, never erased; responses and their
// corrections are the shop's record.

/** A seller's form: when it is due and which version customers fill now. */
export const consentForms = pgTable(
  'consent_forms',
  {
    ...sellerOwned(),
    /** The version customers fill now (the highest). */
    currentVersion: integer().notNull().default(1),
    due: text({ enum: CONSENT_FORM_DUE }).notNull(),
    /** Days a response counts for ONCE forms (a yearly health form: 365); null = no expiry. */
    validityDays: integer(),
    /** Set instead of deleting a form that has responses. */
    archivedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.sellerId),
    validityDaysCheck('consent_forms', t),
    check('consent_forms_version', sql`${t.currentVersion} >= 1`),
  ],
);

/** The words of one version of a form: never changed once a response points at it. */
export const consentFormVersions = pgTable(
  'consent_form_versions',
  {
    id: primaryId(),
    formId: refTo(() => consentForms.id, 'cascade'),
    version: integer().notNull(),
    title: text().notNull(),
    introduction: text().notNull().default(''),
    items: jsonb().$type<TConsentFormItem[]>().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('consent_form_versions_number').on(t.formId, t.version)],
);

/** The services a form is needed for (across the seller's shops). */
export const consentFormServices = linkTable({
  name: 'consent_form_services',
  left: ['formId', () => consentForms.id],
  right: ['serviceId', () => services.id],
  indexRight: true,
});

/**
 * A customer's filled form, for one of their orders, against the version they saw. Corrections
 * change `answers` beside a revision row holding what they replaced. Neither the form nor the
 * version cascades into it: deleting an answered form fails (it is archived instead).
 */
export const consentFormResponses = pgTable(
  'consent_form_responses',
  {
    ...sellerOwned(),
    formId: refTo(() => consentForms.id),
    versionId: refTo(() => consentFormVersions.id),
    customerId: refTo(() => customers.id),
    /** The order it was filled for; kept (null) if the order is ever removed. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** The signed-in user who filled it. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Answers by item id; a signature is its re-encoded PNG as a data URL. */
    answers: jsonb().$type<TConsentAnswers>().notNull(),
    ...timestamps(),
  },
  (t) => [
    // One response per form and order: a double submit answers 409, not a second record.
    uniqueIndex('consent_form_responses_once_per_order').on(t.formId, t.orderId),
    index().on(t.customerId, t.formId),
    index().on(t.orderId),
  ],
);

/** One correction of a response: who, when, which answers and what they were before. */
export const consentFormResponseRevisions = pgTable(
  'consent_form_response_revisions',
  {
    id: primaryId(),
    responseId: refTo(() => consentFormResponses.id, 'cascade'),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The name shown for who changed it, as it was then. */
    byName: text().notNull(),
    changedItemIds: jsonb().$type<string[]>().notNull(),
    /** The replaced answers of the changed items only. */
    before: jsonb().$type<TConsentAnswers>().notNull(),
    after: jsonb().$type<TConsentAnswers>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.responseId, t.createdAt)],
);
