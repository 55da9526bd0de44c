import { Group, Stack, Text } from '@mantine/core';
import type { TReview } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { reviewDate } from '../lib/review-date';
import { Stars } from './stars';
import classes from './reviews.module.css';

/** Props of {@link ReviewBody}. */
export interface ReviewBodyProps {
  review: TReview;
  /** The shop's time zone: dates are read on its calendar. */
  timeZone: string;
  /** Shown on the right of the name line, e.g. a 檢舉 button. */
  action?: ReactNode;
  /** Shown above the name, e.g. the shop's name in the dashboard. */
  heading?: ReactNode;
}

/** One review: who (nickname or masked name), stars, date, comment and the shop's reply. */
export function ReviewBody({ review, timeZone, action, heading }: ReviewBodyProps) {
  return (
    <Stack gap={6}>
      {heading}
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" data-testid="review-author">
            {review.reviewerName}
          </Text>
          <Stars rating={review.rating} size={14} />
          <Text size="xs" c="dimmed">
            {reviewDate(review.createdAt, timeZone)}
          </Text>
        </Group>
        {action}
      </Group>
      {review.comment && (
        <Text size="sm" className={classes.comment} data-testid="review-comment">
          {review.comment}
        </Text>
      )}
      {review.reply && (
        <div className={classes.reply} data-testid="review-reply">
          <Text size="xs" fw={600} c="dimmed">
            店家回覆
            {review.repliedAt && `・${reviewDate(review.repliedAt, timeZone)}`}
          </Text>
          <Text size="sm" className={classes.comment}>
            {review.reply}
          </Text>
        </div>
      )}
    </Stack>
  );
}
