import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { reviewKeys } from './keys';

/** The shop's one public reply to a review. */
export const replyToReview = apiWrite(calls.sellerReviews.replyToReview);

/** Replies for the shop; the seller's lists and the shop's public reviews show it. */
export function useReplyToReview(sellerId: number, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: string) =>
      replyToReview({ params: { sellerId, reviewId }, body: { reply } }),
    onSuccess: (review) => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.seller(sellerId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.shop(review.shopId) });
    },
  });
}
