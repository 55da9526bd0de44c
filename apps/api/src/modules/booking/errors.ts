import { hasPgCode, PG, violatesUnique } from '../../lib/pg-errors';

/** PostgreSQL's exclusion_violation: another active booking holds the operator then. */
export function isOverlapViolation(error: unknown): boolean {
  return hasPgCode(error, PG.EXCLUSION_VIOLATION);
}

/**
 * Two requests inserting overlapping bookings at the same instant can each wait on the other's
 * transaction inside the exclusion check: PostgreSQL breaks that with a deadlock error after a
 * second instead of the overlap error. Writers take operatorLock (orders/operator-lock.ts) first so it does not happen;
 * should it still, the attempt is simply made again.
 */
function isDeadlock(error: unknown): boolean {
  return hasPgCode(error, PG.DEADLOCK_DETECTED);
}

/**
 * The database drew an order number another order already has (about 1 in 10^6 at a million
 * orders): the unique constraint refused the whole statement, so the attempt is made again.
 */
function isOrderNumberTaken(error: unknown): boolean {
  return violatesUnique(error, 'orders_orderNumber_unique');
}

/**
 * Runs `attempt` with each operator in turn until the database accepts one: an overlap refusal
 * means another request took that operator meanwhile, so the next is tried. Null if all were.
 */
export async function firstThatFits<T>(
  operatorIds: readonly number[],
  attempt: (operatorId: number) => Promise<T>,
): Promise<T | null> {
  for (const operatorId of operatorIds) {
    for (let tries = 1; ; tries += 1) {
      try {
        return await attempt(operatorId);
      } catch (error) {
        if ((isDeadlock(error) || isOrderNumberTaken(error)) && tries < 3) continue;
        if (!isOverlapViolation(error)) throw error;
        break;
      }
    }
  }
  return null;
}
