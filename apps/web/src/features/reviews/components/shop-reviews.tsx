import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TReviewSummary } from '@haoyue/contracts';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useAuthToken } from '../../../lib/auth-token';
import { QueryErrorState } from '../../../ui/error-state';
import { Section } from '../../../ui/section';
import { SHOP_REVIEWS_PER_PAGE, useShopReviews } from '../api/get-shop-reviews';
import { ReviewBody } from './review-body';
import { Stars } from './stars';
import classes from './reviews.module.css';

// Only signed-in readers who report a review need the dialog (and Mantine's Modal with it).
const ReportDialog = lazy(() => import('./report-dialog'));

function Summary({ summary }: { summary: TReviewSummary }) {
  const average = summary.average ?? 0;
  return (
    <div className={classes.summary} data-testid="review-summary">
      <Stack gap={4} align="flex-start">
        <span className={classes.average} data-testid="review-average">
          {average.toFixed(1)}
        </span>
        <Stars rating={average} size={18} label={`平均 ${average.toFixed(1)} 顆星（滿分 5 顆）`} />
        <Text size="sm" c="dimmed" data-testid="review-count">
          共 {summary.count} 則評價
        </Text>
      </Stack>
      <div className={classes.bars}>
        {summary.byRating.map(({ rating, count }) => (
          <Fragment key={rating}>
            <span>{rating} 星</span>
            <span className={classes.bar} aria-hidden="true">
              <span
                className={classes.barFill}
                style={{ width: `${summary.count ? (count / summary.count) * 100 : 0}%` }}
              />
            </span>
            <span>{count} 則</span>
          </Fragment>
        ))}
      </div>
    </div>
  );
}

function ReviewsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="載入中" mih={260}>
      <Group gap="xl">
        <Skeleton height={72} width={96} />
        <Skeleton height={72} style={{ flex: '1 1 180px', maxWidth: 320 }} />
      </Group>
      <Skeleton height={64} radius="md" />
      <Skeleton height={64} radius="md" />
    </Stack>
  );
}

/**
 * The shop page's reviews (loaded in the browser, below the fold, in a reserved space): average,
 * stars and count, the reviews newest first with the shop's replies, and 「檢舉」 for signed-in
 * readers.
 */
export function ShopReviews({ shopId, timeZone }: { shopId: number; timeZone: string }) {
  const [page, setPage] = useState(1);
  const [reporting, setReporting] = useState<number | null>(null);
  const signedIn = useAuthToken() !== null;
  const query = useShopReviews(shopId, page);

  let content;
  if (query.isPending) {
    content = <ReviewsSkeleton />;
  } else if (query.isError) {
    content = <QueryErrorState query={query} />;
  } else if (query.data.summary.count === 0) {
    content = (
      <Text c="dimmed" data-testid="reviews-empty">
        還沒有評價。完成服務後，顧客可以在訂單頁留下評價。
      </Text>
    );
  } else {
    const { summary, reviews, meta } = query.data;
    const lastPage = Math.max(1, Math.ceil(meta.total / SHOP_REVIEWS_PER_PAGE));
    content = (
      <Stack gap="md">
        <Summary summary={summary} />
        <ul className={classes.list} aria-label="評價列表" data-testid="review-list">
          {reviews.map((review) => (
            <li key={review.id} className={classes.item} data-testid="review-item">
              <ReviewBody
                review={review}
                timeZone={timeZone}
                action={
                  signedIn && (
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-xs"
                      onClick={() => setReporting(review.id)}
                      aria-label={`檢舉 ${review.reviewerName} 的評價`}
                      data-testid="review-report"
                    >
                      檢舉
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
        {lastPage > 1 && (
          <Group justify="center" gap="sm">
            <Button
              variant="default"
              size="xs"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              上一頁
            </Button>
            <Text size="sm" c="dimmed">
              第 {page} / {lastPage} 頁
            </Text>
            <Button
              variant="default"
              size="xs"
              disabled={page >= lastPage}
              onClick={() => setPage(page + 1)}
            >
              下一頁
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Section title="顧客評價" id="reviews" data-testid="shop-reviews">
      {content}
      {reporting !== null && (
        <Suspense fallback={null}>
          <ReportDialog reviewId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </Section>
  );
}
