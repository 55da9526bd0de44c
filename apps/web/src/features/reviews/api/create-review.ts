import { calls, type TCreateReviewRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { reviewKeys } from './keys';

/** Writes the customer's review of their completed order. */
export const createReview = apiWrite(calls.reviews.createReview);

/** Rates the order; the order's review and the shop's reviews show it at once. */
export function useCreateReview(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TCreateReviewRequest, 'orderId'>) =>
      createReview({ body: { orderId, ...input } }),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewKeys.order(orderId), { canReview: false, review });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.shop(review.shopId) });
    },
  });
}
