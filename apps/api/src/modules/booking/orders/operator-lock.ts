import { type SQL, sql } from 'drizzle-orm';

const OPERATOR_LOCK_SPACE = 72_410;

/**
 * Serialises the writers of one operator's bookings for the rest of the transaction (or the one
 * statement): the exclusion constraint then never meets another writer's uncommitted booking, so
 * simultaneous orders for one time queue for a moment instead of deadlocking. The constraint
 * stays what refuses an overlap. Two-key advisory locks: their own space, apart from the
 * single-key locks of migrations and the seed.
 */
export function operatorLock(operatorId: SQL): SQL {
  return sql`pg_advisory_xact_lock(${OPERATOR_LOCK_SPACE}, ${operatorId})`;
}
