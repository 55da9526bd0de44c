import { REVIEW_COMMENT_MAX_LENGTH, type TRating } from '@haoyue/contracts';
import { Paper, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { checks } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateReview } from '../api/create-review';
import { useOrderReview } from '../api/get-order-review';
import { RatingInput } from './rating-input';
import { ReviewBody } from './review-body';
import { RequestSubmit } from '../../../ui/request-error-alert';

type ReviewValues = { rating: TRating | null; comment: string };

const REVIEW_CHECKS = checks(({ rating }: ReviewValues) => ({
  rating: rating === null && '請選擇 1 到 5 顆星',
}));

function ReviewForm({ orderId }: { orderId: number }) {
  const form = useContractForm<ReviewValues>({
    initialValues: { rating: null, comment: '' },
    schema: REVIEW_CHECKS,
  });
  const { rating, comment } = form.values;
  const create = useCreateReview(orderId);
  const submit = form.onSubmit(() => {
    if (rating !== null) create.mutate({ rating, comment: comment.trim() || null });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="review-form">
      <Stack gap="md">
        <RatingInput
          value={rating}
          onChange={(value) => form.setFieldValue('rating', value)}
          error={form.errors.rating as string | undefined}
        />
        <Textarea
          label="評論（選填）"
          placeholder="分享這次服務的感受，例如：設計師很細心"
          value={comment}
          onChange={(event) => form.setFieldValue('comment', event.currentTarget.value)}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={8}
          description={`${comment.length} / ${REVIEW_COMMENT_MAX_LENGTH}`}
          data-testid="review-comment-input"
        />
        <RequestSubmit request={create} testId="review-submit" errorTestId="review-error">
          送出評價
        </RequestSubmit>
      </Stack>
    </form>
  );
}

/** Props of {@link OrderReview}. */
export interface OrderReviewProps {
  orderId: number;
  /** The shop's time zone, for the review's date. */
  timeZone: string;
  /** Only a completed visit can be reviewed: nothing is shown (or fetched) before. */
  completed: boolean;
}

/**
 * The order page's review: for the customer's completed visit, the 「評價這次服務」 form, then
 * the review they wrote (with the shop's reply, once there is one).
 */
export function OrderReview({ orderId, timeZone, completed }: OrderReviewProps) {
  const query = useOrderReview(orderId, completed);
  if (!completed) return null;
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="載入中">
        <Skeleton height={24} width={160} />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  }
  // The review is an extra of the order page: if it cannot load, the order still shows.
  if (query.isError || !query.data) return null;
  const { review, canReview } = query.data;
  if (!review && !canReview) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" data-testid="order-review">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {review ? '您的評價' : '評價這次服務'}
        </Title>
        {review ? (
          <ReviewBody review={review} timeZone={timeZone} />
        ) : (
          <ReviewForm orderId={orderId} />
        )}
      </Stack>
    </Paper>
  );
}
