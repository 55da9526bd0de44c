import { calls } from '@haoyue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';

/** Reports a review to the platform's moderation. */
export const reportReview = apiWrite(calls.reviews.reportReview);

/** Reports the review with the reason given (once per review and user). */
export function useReportReview(reviewId: number) {
  return useMutation({
    mutationFn: (reason: string) => reportReview({ body: { reviewId, reason } }),
  });
}
