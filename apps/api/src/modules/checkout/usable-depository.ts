import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositories, type orders } from '../../db/schema';

export interface UsableDepositoryInput {
  order: Pick<typeof orders.$inferSelect, 'customerId' | 'sellerId'>;
  currency: string;
  now: Date;
}

/**
 * What the customer can spend of their stored value at the seller in `currency` now: the
 * balance of an account that has not expired (expired value is not usable), else 0.
 */
export async function usableDepository(
  db: Db,
  { order, currency, now }: UsableDepositoryInput,
): Promise<{ balance: number; expired: boolean }> {
  const [account] = await db
    .select()
    .from(depositories)
    .where(
      and(
        eq(depositories.customerId, order.customerId),
        eq(depositories.sellerId, order.sellerId),
        eq(depositories.currency, currency),
      ),
    );
  if (!account) return { balance: 0, expired: false };
  const expired = account.expiresAt !== null && account.expiresAt <= now;
  return { balance: expired ? 0 : account.balance, expired };
}
