import { calls, type TCouponCampaignInput, type TIssueCouponsRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { couponKeys } from './keys';

/** Fetches the seller's campaigns with counts, newest first. */
export function getCouponCampaigns(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.coupon.listCouponCampaigns, { params: { sellerId } }, signal);
}

const campaigns = apiQuery(couponKeys.campaigns, getCouponCampaigns);

/** Query options for {@link getCouponCampaigns}. */
export const couponCampaignsQueryOptions = campaigns.options;

/** The seller's coupon campaigns. */
export const useCouponCampaigns = campaigns.use;

export const createCouponCampaign = apiWrite(calls.coupon.createCouponCampaign);
export const updateCouponCampaign = apiWrite(calls.coupon.updateCouponCampaign);
export const deleteCouponCampaign = apiWrite(calls.coupon.deleteCouponCampaign);
export const issueCoupons = apiWrite(calls.coupon.issueCoupons);

/** A write to the seller's coupons; its campaigns and customers' coupons refresh. */
function useCouponMutation<V, R>(sellerId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.seller(sellerId) }),
  });
}

/** Creates a campaign, or changes one when `campaignId` is given (owner and managers). */
export function useSaveCouponCampaign(sellerId: number, campaignId: number | null) {
  return useCouponMutation(sellerId, (body: TCouponCampaignInput) =>
    campaignId === null
      ? createCouponCampaign({ params: { sellerId }, body })
      : updateCouponCampaign({ params: { sellerId, campaignId }, body }),
  );
}

/** Deletes a campaign and its unredeemed coupons (refused once one was redeemed). */
export function useDeleteCouponCampaign(sellerId: number) {
  return useCouponMutation(sellerId, (campaignId: number) =>
    deleteCouponCampaign({ params: { sellerId, campaignId } }),
  );
}

/** Gives a campaign's coupon to one customer or to every customer with a tag. */
export function useIssueCoupons(sellerId: number, campaignId: number) {
  return useCouponMutation(sellerId, (body: TIssueCouponsRequest) =>
    issueCoupons({ params: { sellerId, campaignId }, body }),
  );
}
