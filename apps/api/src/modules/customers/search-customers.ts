import { canonicalPhoneNumber } from '@haoyue/contracts';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { presentCustomers } from './present-customers';

/** The seller's customers, found by phone (exact, any format) or by name/phone fragment. */
export async function searchSellerCustomers(
  db: Db,
  sellerId: number,
  q: {
    phoneNumber?: string | undefined;
    keyword?: string | undefined;
    page: number;
    perPage: number;
  },
) {
  // Records folded into a member's (claimPhoneCustomers) are not customers of their own.
  const where: SQL[] = [eq(customers.sellerId, sellerId), isNull(customers.mergedIntoId)];
  if (q.phoneNumber) {
    // Shops type local numbers (0912-345-678): without a dial code, a Taiwan number is meant.
    const typed = q.phoneNumber.trim();
    const phone = canonicalPhoneNumber(
      typed.startsWith('+') ? typed : `+886${typed.replace(/\D/g, '').replace(/^0+/, '')}`,
    );
    if (!phone) throw invalid('phoneNumber', '請輸入含國碼的手機號碼');
    where.push(eq(customers.phoneNumber, phone));
  }
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(customers.displayName, like), ilike(customers.phoneNumber, like))!);
  }
  const condition = and(...where);
  const { rows, meta } = await readPage(
    db
      .select()
      .from(customers)
      .where(condition)
      .orderBy(desc(customers.updatedAt), desc(customers.id)),
    { count: db.select({ total: count() }).from(customers).where(condition), paging: q },
  );
  return { data: await presentCustomers(db, rows), meta };
}
