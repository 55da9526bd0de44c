import type { TPrepaymentSettings, TSellerShop } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { readSellerShop } from './shops.service';

/** Sets what bookings of the shop must prepay: nothing, a fixed amount or a percentage. */
export async function updatePrepaymentSettings(
  db: Db,
  { shopId, settings }: { shopId: number; settings: TPrepaymentSettings },
): Promise<TSellerShop> {
  if (settings.mode === 'FIXED' && settings.fixedAmount <= 0) {
    throw invalid('fixedAmount', '請輸入訂金金額');
  }
  if (settings.mode === 'PERCENTAGE' && settings.percentage <= 0) {
    throw invalid('percentage', '請輸入訂金比例');
  }
  await db
    .update(shops)
    .set({ prepaymentSettings: settings, updatedAt: new Date() })
    .where(eq(shops.id, shopId));
  return readSellerShop(db, shopId, []);
}
