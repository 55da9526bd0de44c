import { CouponPanel } from '../../features/member-card/components/coupon-panel';
import { useMemberCardRecord } from './member-card-context';

/** 優惠券: the customer's coupons by tab (可使用, 已使用, 已過期). */
export default function MemberCardCouponsPage() {
  const record = useMemberCardRecord();
  return (
    <CouponPanel
      customerId={record.id}
      // MERGE (coupons helper): above={<ClaimCouponForm sellerId={record.sellerId} customerId={record.id} />}
      above={null}
    />
  );
}
