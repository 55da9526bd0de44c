import type { Db } from '../../db/client';
import type { customers } from '../../db/schema';
import { loadActiveCustomer } from '../../lib/member-items/customer-records';

export type OwnCustomer = typeof customers.$inferSelect;

/**
 * One of the user's customer records, the way every member-card read starts: another user's
 * record, a walk-in record merged into another, or no record at all is 404 alike.
 */
export function loadOwnCustomer(db: Db, userId: number, customerId: number): Promise<OwnCustomer> {
  return loadActiveCustomer(db, { id: customerId, userId }, '找不到會員資料');
}
