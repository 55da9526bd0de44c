import { index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

/**
 * One row per idempotency key a caller sent with a money write (decision 017). The key is
 * claimed first, in the write's own transaction: a concurrent duplicate's INSERT waits on the
 * unique index until the first commits, then reads its answer; a different request under the
 * key (another fingerprint) is refused. The row commits or rolls back with the write, so a
 * failed write leaves the key free for a retry.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: primaryId(),
    /** Who may reuse the key: `seller:<id>` for the shop's counter, `user:<id>` for a customer. */
    scope: text().notNull(),
    key: text().notNull(),
    /** The operation the key was first used for, e.g. `vouchers.sell` (for support). */
    operation: text().notNull(),
    /** SHA-256 of the operation and its canonical request: the same request again matches. */
    fingerprint: text().notNull(),
    /** The first answer, exactly as the operation returned it (JSON). */
    answer: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_scope_key_unique').on(t.scope, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
