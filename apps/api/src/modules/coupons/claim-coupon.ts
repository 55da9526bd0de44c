import type { TCoupon } from '@haoyue/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { loadActiveCustomer } from '../../lib/member-items/customer-records';
import { moneyTransaction } from '../../lib/money-transaction';
import { CODE_NOT_FOUND, issuableCampaignOfCode, issueCoupons } from './issue-coupons';
import { loadCoupon } from './customer-coupons';

/**
 * The signed-in user claims a coupon with a code at the seller of their customer record: 404
 * for another user's record, an unknown code, or a campaign that is inactive or has ended;
 * 409 E_COUPON_LIMIT_REACHED once they hold the campaign's limit (counted under the campaign's
 * lock, so simultaneous claims cannot pass it).
 */
export async function claimCoupon(
  db: Db,
  c: { userId: number; customerId: number; input: { code: string }; now: Date },
): Promise<TCoupon> {
  const customer = await loadActiveCustomer(
    db,
    { id: c.customerId, userId: c.userId },
    '找不到這筆會員資料',
  );
  const campaign = await issuableCampaignOfCode(db, {
    sellerId: customer.sellerId,
    code: c.input.code,
    now: c.now,
  });
  const couponId = await moneyTransaction(db, async ({ db: tx }) => {
    const outcome = await issueCoupons(tx, {
      campaign,
      customerIds: [customer.id],
      source: 'CODE',
      actor: {
        userId: null,
        now: c.now,
      },
    }).catch((error: unknown) => {
      // Deactivated or ended between the look-up and the lock: as unknown as any such code.
      if (error instanceof AppError && error.code === 'E_COUPON_NOT_APPLICABLE') {
        throw notFound(CODE_NOT_FOUND);
      }
      throw error;
    });
    const [coupon] = outcome.issued;
    if (!coupon) throw AppError.of('E_COUPON_LIMIT_REACHED', '您已領取過這張優惠券');
    return coupon.id;
  });
  return loadCoupon(db, couponId, c.now);
}
