import { calls } from '@haoyue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';

export const claimCoupon = apiWrite(calls.coupon.claimCoupon);

/** Claims a coupon with a code at the seller of the signed-in user's customer record. */
export function useClaimCoupon(customerId: number) {
  return useMutation({
    mutationFn: (code: string) => claimCoupon({ params: { customerId }, body: { code } }),
  });
}
