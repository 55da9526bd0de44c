import { useQueryClient } from '@tanstack/react-query';
import { ClaimCouponForm } from '../../features/coupons/components/claim-coupon-form';
import { memberCardKeys } from '../../features/member-card/api/keys';
import { CouponPanel } from '../../features/member-card/components/coupon-panel';
import { useMemberCardRecord } from './member-card-context';

/** 優惠券: a shop's code to claim, then the customer's coupons by tab (可使用, 已使用, 已過期). */
export default function MemberCardCouponsPage() {
  const record = useMemberCardRecord();
  const queryClient = useQueryClient();
  return (
    <CouponPanel
      customerId={record.id}
      above={
        <ClaimCouponForm
          customerId={record.id}
          onClaimed={() => {
            void queryClient.invalidateQueries({ queryKey: memberCardKeys.customer(record.id) });
            void queryClient.invalidateQueries({ queryKey: memberCardKeys.cards() });
          }}
        />
      }
    />
  );
}
