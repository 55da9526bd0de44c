import {
  REVIEW_REPLY_MAX_LENGTH,
  type TSellerReview,
  ZReplyReviewRequest,
} from '@haoyue/contracts';
import { Button, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconMessage } from '../../../ui/icons';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { PagePagination } from '../../../ui/page-pagination';
import { useSellerReviews } from '../api/get-seller-reviews';
import { useReplyToReview } from '../api/reply-to-review';
import { ReviewBody } from './review-body';
import { RequestErrorAlert } from '../../../ui/request-error-alert';

function ReplyForm({ sellerId, review }: { sellerId: number; review: TSellerReview }) {
  const reply = useReplyToReview(sellerId, review.id);
  const form = useContractForm({
    initialValues: { reply: '' },
    schema: ZReplyReviewRequest,
    toBody: (values: { reply: string }) => ({ reply: values.reply.trim() }),
  });
  const submit = form.onSubmit(() => reply.mutate(form.body().reply));
  return (
    <form onSubmit={submit} noValidate data-testid="reply-form">
      <Stack gap="xs">
        <Textarea
          label="回覆這則評價"
          description="回覆會公開顯示在店家頁面，每則評價只能回覆一次。"
          placeholder="謝謝您的光臨與建議"
          {...form.getInputProps('reply')}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
          data-testid="reply-input"
        />
        <RequestErrorAlert error={reply.error} />
        <Button
          type="submit"
          size="sm"
          loading={reply.isPending}
          style={{ alignSelf: 'flex-end' }}
          data-testid="reply-submit"
        >
          送出回覆
        </Button>
      </Stack>
    </form>
  );
}

/** Props of {@link SellerReviews}. */
export interface SellerReviewsProps {
  sellerId: number;
  /** The dashboard's current shop; null lists every shop of the seller. */
  shopId: number | null;
  /** The shop's time zone, for the reviews' dates. */
  timeZone: string;
}

/** The dashboard's reviews: newest first, waiting for a reply or all, each with a reply form. */
export function SellerReviews({ sellerId, shopId, timeZone }: SellerReviewsProps) {
  const [awaitingReply, setAwaitingReply] = useState(false);
  const [page, setPage] = useState(1);
  const query = useSellerReviews(sellerId, { shopId, awaitingReply, page });

  let content;
  if (query.isPending) {
    content = <ListSkeleton count={3} height={140} gap="md" />;
  } else if (query.isError) {
    content = <QueryErrorState query={query} />;
  } else if (query.data.data.length === 0) {
    content = (
      <EmptyState
        title={awaitingReply ? '沒有待回覆的評價' : '還沒有評價'}
        description="顧客完成服務後，可以在訂單頁為這次服務評分並留下評論。"
        icon={<IconMessage size={28} />}
      />
    );
  } else {
    content = (
      <Stack gap="md" data-testid="seller-review-list">
        {query.data.data.map((review) => (
          <Paper key={review.id} withBorder radius="lg" p="md" data-testid="seller-review">
            <Stack gap="sm">
              <ReviewBody
                review={review}
                timeZone={timeZone}
                heading={
                  shopId === null && (
                    <Text size="xs" c="dimmed">
                      {review.shopName}
                    </Text>
                  )
                }
              />
              {!review.reply && <ReplyForm sellerId={sellerId} review={review} />}
            </Stack>
          </Paper>
        ))}
        <PagePagination meta={query.data.meta} page={page} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        value={awaitingReply ? 'waiting' : 'all'}
        onChange={(value) => {
          setAwaitingReply(value === 'waiting');
          setPage(1);
        }}
        data={[
          { value: 'all', label: '全部評價' },
          { value: 'waiting', label: '待回覆' },
        ]}
        aria-label="顯示哪些評價"
        style={{ alignSelf: 'flex-start' }}
      />
      {content}
    </Stack>
  );
}
